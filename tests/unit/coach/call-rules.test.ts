import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors';
import { checkAccess } from '../../../functions/lib/access';
import {
  checkChangeable,
  checkLinkedUnit,
  checkNewStart,
  checkReschedulesLeft,
  checkReviewWait,
  mayChange,
  unitScore,
} from '../../../functions/coach/call-rules';
import { plainUnitName } from '../../../functions/core/catalogue';
import { byCallNumber, callLimit, type CourseCoaching } from '../../../functions/coach/coaching';
import type { CourseStructure } from '../../../functions/core/catalogue';
import type { ElementProgress } from '../../../functions/core/course-progress';
import { routes } from '#shared/api/routes';

/** The booking rules that depend on the learner's work (spec 02 §4, §9), with the clock passed in. */
const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError
      ? { key: error.key, message: error.message }
      : { key: 'other', message: String(error) };
  }
  return undefined;
};

describe('48 hours after a task review', () => {
  const reviewed = '2026-11-20T10:00:00.000Z';
  it('refuses a booking until 48 hours have passed, saying from when (India time)', () => {
    expect(refusal(() => checkReviewWait(reviewed, Date.parse('2026-11-22T09:59:59.000Z')))).toEqual({
      key: 'callAfterReview',
      message:
        'Your coach has just reviewed your task. You can schedule your next call 48 hours after the review, from 22 Nov 2026, 3:30 pm (India time).',
    });
    expect(refusal(() => checkReviewWait(reviewed, Date.parse('2026-11-22T10:00:00.000Z')))).toBeUndefined();
    expect(refusal(() => checkReviewWait(undefined, 0))).toBeUndefined();
  });
});

describe('a 60 % score in the linked module', () => {
  const el = (id: number) => ({ element_id: id }) as CourseStructure['units'][number]['elements'][number];
  const course = {
    meta: {},
    units: [
      { order: 1, unit_name: 'Unit 1: <b>Interview strategies</b>', elements: [el(1), el(2)] },
      { order: 2, unit_name: 'Unit 2', elements: [el(3), el(4), el(5), el(6), el(7)] },
    ],
  } as unknown as CourseStructure;
  const coaching: CourseCoaching = {
    course_id: 487,
    coach_id: 'c',
    total_calls: 6,
    reschedules_per_call: 2,
    linked_units: [null, 1, 2],
  };
  const scored = (scores: Record<number, number>) =>
    new Map<number, ElementProgress>(
      Object.entries(scores).map(([id, lastScore]) => [
        Number(id),
        { elementId: Number(id), completed: true, completionCount: 1, percentComplete: 100, lastScore },
      ]),
    );

  it('lets the first call go without a module, then asks for a 60 % score in the linked unit (spec 02 §9), not 60 % of its activities done', () => {
    expect(refusal(() => checkLinkedUnit(coaching, 1, course, scored({})))).toBeUndefined();
    // Both activities done, badly: 100 % complete, a 40 % score: refused, saying the score.
    expect(refusal(() => checkLinkedUnit(coaching, 2, course, scored({ 1: 40, 2: 40 })))).toEqual({
      key: 'callNeedsModule',
      message:
        'Please score at least 60% in Unit 1: Interview strategies before scheduling this call. Your score there is 40%.',
    });
    // One done at 100 %, one not started: 50 %.
    expect(refusal(() => checkLinkedUnit(coaching, 2, course, scored({ 1: 100 })))?.message).toMatch(
      /Your score there is 50%\.$/,
    );
    expect(refusal(() => checkLinkedUnit(coaching, 2, course, scored({ 1: 60, 2: 60 })))).toBeUndefined();
    // Call 6 uses the last entry (unit 2): 3 of 5 at 100 % is exactly 60 %; 59.8 % is not.
    expect(refusal(() => checkLinkedUnit(coaching, 6, course, scored({ 3: 100, 4: 100, 5: 100 })))).toBeUndefined();
    expect(refusal(() => checkLinkedUnit(coaching, 3, course, scored({ 3: 100, 4: 100, 5: 99 })))?.key).toBe(
      'callNeedsModule',
    );
  });

  it('scores a unit as the mean of its activities’ latest scores, unfinished ones counting 0', () => {
    expect(unitScore([1, 2, 3], scored({ 1: 90, 2: 60 }))).toBe(50);
    expect(
      unitScore(
        [1],
        new Map([[1, { elementId: 1, completed: false, completionCount: 0, percentComplete: 40, lastScore: 100 }]]),
      ),
    ).toBe(0);
    expect(unitScore([], new Map())).toBe(100);
  });

  it('has no cap on course 487’s calls (spec 02 §9 "coach unlimited"); other courses keep theirs', () => {
    expect(callLimit({ course_id: 487, total_calls: 6 })).toBeNull();
    expect(callLimit({ course_id: 9487, total_calls: 4 })).toBe(4);
  });

  it('picks per-call entries by number, the last serving every later call', () => {
    expect([1, 2, 3, 9].map((n) => byCallNumber(['a', 'b', 'c'], n))).toEqual(['a', 'b', 'c', 'c']);
    expect(byCallNumber(undefined, 1)).toBeUndefined();
    expect(plainUnitName(' Unit <i>3</i>:  <b>Tough</b> ')).toBe('Unit 3: Tough');
  });
});

describe('the coach access level', () => {
  const route = routes.coachWorkspace;
  it('lets only an adult coach in, never acting for a child', () => {
    expect(refusal(() => checkAccess(route, { userId: 'c', type: 'T', retail: true, coach: true }))).toBeUndefined();
    for (const caller of [
      { userId: 'l', type: 'T' as const, retail: true },
      { userId: 'k', type: 'k' as const, retail: true, coach: true },
      { userId: 'w', type: 'w' as const, retail: true, coach: true, actingParentId: 'p' },
    ]) {
      expect(refusal(() => checkAccess(route, caller))?.key).toBe('forbidden');
    }
    expect(refusal(() => checkAccess(route, undefined))?.key).toBe('tokenMissing');
  });
});

describe('moving or cancelling a call (spec 02 §9), one rule for the learner and the coach', () => {
  const start = '2026-12-10T10:00:00.000Z';
  const at = (hoursBefore: number) => Date.parse(start) - hoursBefore * 3600_000;

  it('is allowed only for a scheduled call more than a day away', () => {
    expect(mayChange({ start, status: 'scheduled' }, at(25))).toBe(true);
    expect(mayChange({ start, status: 'scheduled' }, at(24))).toBe(false);
    expect(mayChange({ start, status: 'Cancelled' }, at(72))).toBe(false);
    expect(refusal(() => checkChangeable({ start, status: 'scheduled' }, at(30)))).toBeUndefined();
    expect(refusal(() => checkChangeable({ start, status: 'scheduled' }, at(23)))?.key).toBe('callTooLate');
    expect(refusal(() => checkChangeable({ start, status: 'Completed' }, at(72)))?.key).toBe('callChanged');
  });

  it('counts the learner’s changes against the call’s reschedules', () => {
    expect(refusal(() => checkReschedulesLeft({ rescheduleCount: 1, maxReschedules: 2 }))).toBeUndefined();
    expect(refusal(() => checkReschedulesLeft({ rescheduleCount: 2, maxReschedules: 2 }))?.key).toBe(
      'callRescheduleLimit',
    );
  });

  it('moves only to a chosen free slot on a day the course is still open', () => {
    const free = ['2026-12-20T10:00:00.000Z'];
    expect(checkNewStart(free[0], '2026-12-31', free)).toBe(free[0]);
    expect(refusal(() => checkNewStart(undefined, undefined, free))).toEqual({
      key: 'validation',
      message: 'Please choose a time for your call.',
    });
    expect(refusal(() => checkNewStart(free[0], '2026-12-19', free))?.key).toBe('callBeyondExpiry');
    expect(refusal(() => checkNewStart('2026-12-21T10:00:00.000Z', undefined, free))?.key).toBe('slotNotAvailable');
  });
});
