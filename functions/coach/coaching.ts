import { courseFlags } from '#shared/content/course-flags';
import { bookedStartsFrom, getCoach, getCourseCoaching } from './store';
import type { CourseCoaching } from './store';
import type { Coach } from './store';
export type { Coach } from './store';
export type { CourseCoaching } from './store';

/**
 * Coaches and their courses (infra/content/coaches.json, imported with the content): a coach's weekly
 * availability in India time, time off, and the meeting room learners join (a configured URL per
 * coach: the product does not do video calls). Booked slots are items under the coach
 * (`COACH#<id>` / `BOOKED#<start>`), so a slot can be taken once, by a conditional write.
 */

export const SLOT_MINUTES = 30;
/** How far ahead slots are offered, and how soon the earliest may start. */
export const BOOKING_DAYS = 14;
export const EARLIEST_HOURS = 2;
const IST_MS = 330 * 60_000;

/** How many calls the course allows; null for none at all (course 487, spec 02 §9 "coach unlimited"). */
export function callLimit(coaching: Pick<CourseCoaching, 'course_id' | 'total_calls'>): number | null {
  return courseFlags(coaching.course_id).unlimitedCalls ? null : coaching.total_calls;
}

/** The entry of a per-call list for call number `n` (1 first): the last entry serves every later call. */
export function byCallNumber<T>(list: readonly T[] | undefined, n: number): T | undefined {
  if (!list?.length) return undefined;
  return list[Math.min(n, list.length) - 1];
}

export async function courseCoaching(
  courseId: number,
): Promise<{ coaching: CourseCoaching; coach: Coach } | undefined> {
  const coaching = await getCourseCoaching(courseId);
  if (!coaching) return undefined;
  const coach = await getCoach(coaching.coach_id);
  return coach ? { coaching, coach } : undefined;
}

/** Starts already booked with this coach from now on. */
export async function bookedStarts(coachId: string, from: Date): Promise<Set<string>> {
  return new Set(await bookedStartsFrom(coachId, from.toISOString()));
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Every 30-minute start the coach offers from `EARLIEST_HOURS` ahead for `BOOKING_DAYS` days, in UTC
 * ISO strings, minus time off and the booked ones. Pure but for `booked`, so it is tested directly.
 */
export function freeSlots(coach: Coach, booked: ReadonlySet<string>, now: Date, until?: string): string[] {
  const earliest = now.getTime() + EARLIEST_HOURS * 3600_000;
  const slots: string[] = [];
  const todayIst = new Date(now.getTime() + IST_MS);
  for (let d = 0; d <= BOOKING_DAYS; d++) {
    const day = new Date(Date.UTC(todayIst.getUTCFullYear(), todayIst.getUTCMonth(), todayIst.getUTCDate() + d));
    const date = day.toISOString().slice(0, 10);
    if (coach.time_off.some((t) => date >= t.from && date <= t.to)) continue;
    if (until && date > until) break;
    for (const window of coach.availability.filter((w) => w.day === day.getUTCDay())) {
      for (let m = minutes(window.from); m + SLOT_MINUTES <= minutes(window.to); m += SLOT_MINUTES) {
        const start = new Date(day.getTime() + m * 60_000 - IST_MS);
        const iso = start.toISOString();
        if (start.getTime() >= earliest && !booked.has(iso)) slots.push(iso);
      }
    }
  }
  return slots.sort();
}
