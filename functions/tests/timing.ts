import { courseFlags } from '#shared/content/course-flags';
import type { AttemptData } from '#shared/api/contract-attempts';

/**
 * Timed tests are timed by the server (spec 02 §2, §4, §9): the deadline is fixed when the attempt
 * starts and every later call measures against the server's clock, never the browser's.
 */
export const SUMMATIVE_MINUTES = 25;
/** Formative tests without a duration in their package (decision 5.x: the spec gives none). */
export const DEFAULT_FORMATIVE_MINUTES = 15;
/** An answer sent in the last moments still counts: network and a slow tap, not extra time. */
export const GRACE_MS = 5_000;

type ElementType = AttemptData['element_type'];

/** Minutes of the sitting, or null for untimed activities (W, A, D). */
export function durationMinutes(type: ElementType, packageMinutes: number | undefined): number | null {
  if (type === 'S') return packageMinutes ?? SUMMATIVE_MINUTES;
  if (type === 'F') return packageMinutes ?? DEFAULT_FORMATIVE_MINUTES;
  return null;
}

export function deadlineFor(startedAt: number, minutes: number | null): number | null {
  return minutes === null ? null : startedAt + minutes * 60_000;
}

/** Whole seconds left, never negative; null when untimed. */
export function secondsRemaining(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, Math.floor((deadline - now) / 1000));
}

/** An answer is late once the deadline and the grace have both passed. */
export function isLate(deadline: number | null, now: number): boolean {
  return deadline !== null && now > deadline + GRACE_MS;
}

/** Seconds that must remain at most before Submit on the last question opens, or null (no rule). */
export function submitHoldSeconds(courseId: number, elementId: number, orgId: string | undefined): number | null {
  const hold = courseFlags(courseId).submitHold;
  if (!hold || hold.elementId !== elementId || !orgId || !hold.orgIds.includes(orgId)) return null;
  return hold.remainingSeconds;
}

/** True while the organisation rule still holds the last Submit back. */
export function isHeld(holdSeconds: number | null, deadline: number | null, now: number): boolean {
  if (holdSeconds === null || deadline === null) return false;
  return deadline - now > holdSeconds * 1000;
}
