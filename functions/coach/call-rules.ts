import { AppError } from '#shared/errors';
import { formatIn, INDIA_ZONE } from '#shared/text/dates';
import { plainUnitName, type CourseStructure } from '../core/catalogue';
import type { ElementProgress } from '../core/learner-state';
import { byCallNumber, type CourseCoaching } from './coaching';
import { REVIEW_WAIT_MS } from './calls';

/**
 * The booking rules that depend on the learner's work (spec 02 §4, §9): 48 hours after a task
 * review before the next call, and a 60 % score in the call's linked module. Pure, with the clock
 * passed in; the booking transaction repeats the 48-hour rule as a condition (calls.ts), so a
 * review that lands between this check and the write still holds the booking back.
 */
export const LINKED_UNIT_PERCENT = 60;

export function checkReviewWait(lastReviewAt: string | undefined, now: number): void {
  if (!lastReviewAt) return;
  const from = Date.parse(lastReviewAt) + REVIEW_WAIT_MS;
  if (now >= from) return;
  const when = formatIn(from, 'dateTime', INDIA_ZONE);
  throw new AppError('callAfterReview', {
    message: `Your coach has just reviewed your task. You can schedule your next call 48 hours after the review, from ${when} (India time).`,
  });
}

/**
 * The learner's score in a unit: the mean of each activity's latest score, an activity not yet
 * finished counting 0 (so both doing the unit and doing it well count). Whole percent, rounded down.
 */
export function unitScore(elementIds: readonly number[], progress: ReadonlyMap<number, ElementProgress>): number {
  if (!elementIds.length) return 100;
  const total = elementIds.reduce((sum, id) => {
    const p = progress.get(id);
    return sum + (p?.completed ? Math.max(0, Math.min(100, p.lastScore ?? 0)) : 0);
  }, 0);
  return Math.floor(total / elementIds.length);
}

/**
 * Spec 02 §4, §9: "A call needs a 60 percent score in the linked module": the learner's score in the
 * call's linked unit (unitScore) must be at least 60 %.
 */
export function checkLinkedUnit(
  coaching: CourseCoaching,
  callNumber: number,
  course: CourseStructure | undefined,
  progress: ReadonlyMap<number, ElementProgress>,
): void {
  const order = byCallNumber(coaching.linked_units, callNumber);
  if (order === null || order === undefined || !course) return;
  const unit = course.units.find((u) => u.order === order);
  if (!unit?.elements.length) return;
  const score = unitScore(
    unit.elements.map((e) => e.element_id),
    progress,
  );
  if (score >= LINKED_UNIT_PERCENT) return;
  throw new AppError('callNeedsModule', {
    message: `Please score at least 60% in ${plainUnitName(unit.unit_name)} before scheduling this call. Your score there is ${score}%.`,
  });
}
