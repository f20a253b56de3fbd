import { AppError } from '#shared/errors';
import { formatIn, INDIA_ZONE } from '#shared/text/dates';
import type { CourseStructure } from '../courses/catalogue';
import type { ElementProgress } from '../courses/learner-state';
import { byCallNumber, type CourseCoaching } from './coaching';
import { REVIEW_WAIT_MS } from './calls';

/**
 * The booking rules that depend on the learner's work (spec 02 §4, §9): 48 hours after a task
 * review before the next call, and 60 % of the call's linked module done. Pure, with the clock
 * passed in; the booking transaction repeats the 48-hour rule as a condition (calls.ts), so a
 * review that lands between this check and the write still holds the booking back.
 */
export const LINKED_UNIT_PERCENT = 60;

export function checkReviewWait(lastReviewAt: string | undefined, now: number): void {
  if (!lastReviewAt) return;
  const from = Date.parse(lastReviewAt) + REVIEW_WAIT_MS;
  if (now >= from) return;
  const when = formatIn(from, 'dateTime', INDIA_ZONE);
  throw new AppError('callAfterReview', { message: `Your coach has just reviewed your task. You can schedule your next call 48 hours after the review, from ${when} (India time).` });
}

/** Text of a unit name without its markup (names may carry b, i, em…: shared/content/unit-name.ts). */
export function plainUnitName(name: string): string {
  return name.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The call's linked unit must have at least 60 % of its activities completed, the same
 * completed_activites / total_activites the course page shows for the unit.
 */
export function checkLinkedUnit(coaching: CourseCoaching, callNumber: number, course: CourseStructure | undefined, progress: ReadonlyMap<number, ElementProgress>): void {
  const order = byCallNumber(coaching.linked_units, callNumber);
  if (order === null || order === undefined || !course) return;
  const unit = course.units.find((u) => u.order === order);
  if (!unit?.elements.length) return;
  const done = unit.elements.filter((e) => progress.get(e.element_id)?.completed).length;
  if (done * 100 >= LINKED_UNIT_PERCENT * unit.elements.length) return;
  throw new AppError('callNeedsModule', { message: `Please complete at least 60% of ${plainUnitName(unit.unit_name)} before scheduling this call.` });
}
