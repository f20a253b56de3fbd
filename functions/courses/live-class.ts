import { roomOpen, roomOpensAt } from '#shared/coach/join-window';
import type { UserRecord } from '../core/users';
import { plainUnitName, type CourseMeta, type CourseStructure, type StoredElement } from '../core/catalogue';
import { istToEpoch } from '../core/locks';

/**
 * The live-class link (spec 02 §7: "the live-class link opens with query parameters for meeting id,
 * name, user name, course id, retail flag and unit name"): the course's live-class room with the
 * element's meeting and who is joining, so the room can greet and register the learner. Only for
 * an enrolled learner (not in preview) of a course with a room, on an element that names a meeting.
 */
export interface LiveClassLearner {
  name: string;
  userName: string;
  retail: boolean;
}

/**
 * Who joins. `user_name` is a junior's username; for anyone else the account's opaque id, never the
 * e-mail or phone (decision 0461: a link in a third party's logs and history must not carry contact details).
 */
export function liveClassLearner(user: UserRecord | undefined, retail: boolean): LiveClassLearner | undefined {
  if (!user) return undefined;
  const userName = user.type === 'w' && user.username ? user.username : user.userId;
  return { name: user.fullName?.trim() || (user.type === 'w' ? user.username : undefined) || '', userName, retail };
}

/** When a live class meets: its India date and time in the package (like reveal times), as UTC instants. */
export function liveClassTimes(
  element: Pick<StoredElement, 'class_date' | 'class_time' | 'class_minutes'>,
): { start: string; end: string } | null {
  if (!element.class_date || !element.class_time) return null;
  const start = istToEpoch(element.class_date, element.class_time);
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + (element.class_minutes ?? DEFAULT_CLASS_MINUTES) * 60_000).toISOString(),
  };
}

export const DEFAULT_CLASS_MINUTES = 60;

export function liveClassLink(
  meta: Pick<CourseMeta, 'course_id' | 'live_class_url'>,
  element: Pick<StoredElement, 'meeting_id'>,
  unitName: string,
  learner: LiveClassLearner | undefined,
): string | null {
  if (!meta.live_class_url || !element.meeting_id || !learner) return null;
  const query = new URLSearchParams({
    meeting_id: element.meeting_id,
    name: learner.name,
    user_name: learner.userName,
    course_id: String(meta.course_id),
    is_retail: learner.retail ? '1' : '0',
    unit_name: plainUnitName(unitName),
  });
  return `${meta.live_class_url}?${query.toString()}`;
}

/**
 * The room as the course page gives it: its link only from 5 minutes before the class until its end
 * (the coach-call rule, shared/coach/join-window.ts), so a link copied from the page or the network
 * before then does not exist yet; before then, when it opens (`opensAt`), so the page can say so and
 * ask again at that time. A class without a time keeps its link (nothing to hold it to); a class
 * that is over has neither.
 */
export function liveClassRoom(
  link: string | null,
  times: { start: string; end: string } | null,
  now: number,
): { url: string | null; opensAt: string | null } {
  if (!link || !times) return { url: link, opensAt: null };
  if (now > Date.parse(times.end)) return { url: null, opensAt: null };
  return {
    url: roomOpen(times.start, times.end, now) ? link : null,
    opensAt: new Date(roomOpensAt(times.start)).toISOString(),
  };
}

/** A live course's next class not yet over, for its card on the course lists; null when none is planned. */
export function nextLiveClass(course: CourseStructure | undefined, now: number): { start: string; end: string } | null {
  const times = (course?.units ?? [])
    .flatMap((u) => u.elements.map(liveClassTimes))
    .filter((t): t is { start: string; end: string } => t !== null);
  return times.filter((t) => Date.parse(t.end) > now).sort((a, b) => a.start.localeCompare(b.start))[0] ?? null;
}
