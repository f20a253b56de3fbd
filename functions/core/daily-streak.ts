import type { DailyStreak } from '#shared/api/contract-accounts';
import { courseFlags } from '#shared/content/course-flags';
import * as keys from '../data/keys';
import { todayIst } from './learner-state';
import { dailyDoneDays } from './store';

/**
 * The daily streak (spec 01 §2: the Daily widget 'keeps your streak going'): one item per India day
 * on which the learner finished the daily activity (course 0, element 246), written in the same
 * transaction that finishes the attempt, so a finished step is never missing from the streak.
 */
interface Finished {
  userId: string;
  courseId: number;
  elementId: number;
  finishedAt?: number;
}

const DAY_MS = 86_400_000;
/** Longest streak counted; one Query page of small items. */
const MAX_DAYS = 366;

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

export function dailyDoneItem(attempt: Finished, now = Date.now()): Record<string, unknown> | null {
  if (courseFlags(attempt.courseId).daily?.elementId !== attempt.elementId) return null;
  const day = todayIst(attempt.finishedAt ?? now);
  return { ...keys.dailyDone(attempt.userId, day), entity: 'dailyDone', day };
}

/** Consecutive days ending today, or ending yesterday while today's step is still to do. */
export function streakFrom(daysNewestFirst: readonly string[], now = Date.now()): DailyStreak {
  const today = todayIst(now);
  const doneToday = daysNewestFirst[0] === today;
  let expected = doneToday ? today : dayBefore(today);
  let days = 0;
  for (const day of daysNewestFirst) {
    if (day === today && !doneToday) continue;
    if (day !== expected) break;
    days += 1;
    expected = dayBefore(expected);
  }
  return { days, done_today: doneToday };
}

export async function dailyStreak(userId: string, now = Date.now()): Promise<DailyStreak> {
  return streakFrom(await dailyDoneDays(userId, MAX_DAYS), now);
}
