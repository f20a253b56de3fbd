import { AppError } from '#shared/errors';
import { coachMessages } from '#shared/coach/messages';
import { formatIn, INDIA_ZONE } from '#shared/text/dates';
import { plainUnitName, type CourseStructure } from '../core/catalogue';
import type { ElementProgress } from '../core/course-progress';
import { byCallNumber, type CourseCoaching } from './coaching';
import { REVIEW_WAIT_MS, type StoredCall } from './calls';

/**
 * The coach's call rules (spec 02 §4, §9), for the learner's and the coach's handlers and the views
 * they return. Booking: 48 hours after a task review before the next call, and a 60 % score in the
 * call's linked module. Moving or cancelling: only a scheduled call, only more than a day before it,
 * and a learner's moves within the call's reschedule count. Pure, with the clock passed in; the
 * transactions repeat each rule that a race could break as a condition (calls.ts).
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

/**
 * Spec 02 §9: a call may be moved or cancelled only more than 1 day before it (the message says 48 hours; the rule
 * is the day).
 */
export const CHANGE_BEFORE_MS = 24 * 3600_000;

/** Whether a call may still be moved or cancelled, by its learner or its coach (the workspace's Move or cancel). */
export function mayChange(call: Pick<StoredCall, 'start' | 'status'>, now: number): boolean {
  return call.status === 'scheduled' && Date.parse(call.start) - now > CHANGE_BEFORE_MS;
}

/** A change is refused once the call is no longer scheduled ('callChanged'), then within the day before it. */
export function checkChangeable(call: Pick<StoredCall, 'start' | 'status'>, now: number): void {
  if (call.status !== 'scheduled') throw new AppError('callChanged');
  if (!mayChange(call, now)) throw new AppError('callTooLate');
}

/** The learner's own moves and cancels count against the call's reschedules (a coach's do not). */
export function checkReschedulesLeft(call: Pick<StoredCall, 'rescheduleCount' | 'maxReschedules'>): void {
  if (call.rescheduleCount >= call.maxReschedules) throw new AppError('callRescheduleLimit');
}

/**
 * The new start of a move: chosen, on a day the learner's course is still open, and one of the coach's
 * free slots (the transaction then takes the slot under a condition).
 */
export function checkNewStart(
  start: string | undefined,
  closeDate: string | undefined,
  free: readonly string[],
): string {
  if (!start)
    throw new AppError('validation', {
      message: coachMessages.slotRequired,
      fields: { start: coachMessages.slotRequired },
    });
  if (closeDate && start.slice(0, 10) > closeDate) throw new AppError('callBeyondExpiry');
  if (!free.includes(start)) throw new AppError('slotNotAvailable');
  return start;
}
