import type { AttemptData } from '#shared/api/contract-assessment';

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

/**
 * Time lost to the network is given back, within a bound (docs/decisions.md 371–373). The page stops
 * its clock when Submit is pressed (spec 02 §4 "the timer pauses on submit") and sends what it showed
 * (`pause_time`, seconds left). On the server's clock the press was at deadline − pause_time; from
 * then to the answer's arrival the learner could only wait (the next page comes with the answer), so
 * that time is given back, up to a tenth of the sitting in all. A page that sends no clock gets nothing.
 */
export const CREDIT_SHARE = 0.1;

interface Timed {
  startedAt: number;
  deadline: number | null;
  /** Milliseconds given back so far. */
  timeCreditMs?: number;
}

/** Milliseconds the sitting may still give back: a tenth of its length as it started, less what it gave. */
export function creditLeftMs(attempt: Timed): number {
  if (attempt.deadline === null) return 0;
  const given = attempt.timeCreditMs ?? 0;
  return Math.max(0, Math.floor((attempt.deadline - given - attempt.startedAt) * CREDIT_SHARE) - given);
}

/** Milliseconds given back for one answer: from the press of Submit to its arrival, within what is left. */
export function timeCreditMs(attempt: Timed, pauseSeconds: number | undefined, now: number): number {
  if (attempt.deadline === null || pauseSeconds === undefined) return 0;
  const waited = now - (attempt.deadline - pauseSeconds * 1000);
  return Math.max(0, Math.min(Math.floor(waited), creditLeftMs(attempt)));
}

/** The attempt with one answer's waiting time given back: a later deadline, and the credit counted. */
export function withTimeCredit<T extends Timed>(attempt: T, pauseSeconds: number | undefined, now: number): T {
  const credit = timeCreditMs(attempt, pauseSeconds, now);
  if (credit === 0 || attempt.deadline === null) return attempt;
  return { ...attempt, deadline: attempt.deadline + credit, timeCreditMs: (attempt.timeCreditMs ?? 0) + credit };
}

/** An answer is late once the deadline and the grace have both passed. */
export function isLate(deadline: number | null, now: number): boolean {
  return deadline !== null && now > deadline + GRACE_MS;
}

/** True while the organisation rule still holds the last Submit back. */
export function isHeld(holdSeconds: number | null, deadline: number | null, now: number): boolean {
  if (holdSeconds === null || deadline === null) return false;
  return deadline - now > holdSeconds * 1000;
}
