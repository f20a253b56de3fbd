import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors';
import { checkAccess } from '../../../functions/lib/access';
import { checkLinkedUnit, checkReviewWait, plainUnitName } from '../../../functions/coach/call-rules';
import { byCallNumber, type CourseCoaching } from '../../../functions/coach/coaching';
import type { CourseStructure } from '../../../functions/courses/catalogue';
import type { ElementProgress } from '../../../functions/courses/learner-state';
import { routes } from '#shared/api/routes';

/** The booking rules that depend on the learner's work (spec 02 §4, §9), with the clock passed in. */
const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? { key: error.key, message: error.message } : { key: 'other', message: String(error) };
  }
  return undefined;
};

describe('48 hours after a task review', () => {
  const reviewed = '2026-11-20T10:00:00.000Z';
  it('refuses a booking until 48 hours have passed, saying from when (India time)', () => {
    expect(refusal(() => checkReviewWait(reviewed, Date.parse('2026-11-22T09:59:59.000Z')))).toEqual({
      key: 'callAfterReview',
      message: 'Your coach has just reviewed your task. You can schedule your next call 48 hours after the review, from 22 Nov 2026, 3:30 pm (India time).',
    });
    expect(refusal(() => checkReviewWait(reviewed, Date.parse('2026-11-22T10:00:00.000Z')))).toBeUndefined();
    expect(refusal(() => checkReviewWait(undefined, 0))).toBeUndefined();
  });
});

describe('60 % of the linked module', () => {
  const el = (id: number) => ({ element_id: id }) as CourseStructure['units'][number]['elements'][number];
  const course = {
    meta: {},
    units: [
      { order: 1, unit_name: 'Unit 1: <b>Interview strategies</b>', elements: [el(1), el(2)] },
      { order: 2, unit_name: 'Unit 2', elements: [el(3), el(4), el(5), el(6), el(7)] },
    ],
  } as unknown as CourseStructure;
  const coaching: CourseCoaching = { course_id: 487, coach_id: 'c', total_calls: 6, reschedules_per_call: 2, linked_units: [null, 1, 2] };
  const done = (...ids: number[]) => new Map<number, ElementProgress>(ids.map((id) => [id, { elementId: id, completed: true, completionCount: 1, percentComplete: 100 }]));

  it('lets the first call go without a module, then asks for 60 % of the linked unit', () => {
    expect(refusal(() => checkLinkedUnit(coaching, 1, course, done()))).toBeUndefined();
    expect(refusal(() => checkLinkedUnit(coaching, 2, course, done(1)))).toEqual({ key: 'callNeedsModule', message: 'Please complete at least 60% of Unit 1: Interview strategies before scheduling this call.' });
    expect(refusal(() => checkLinkedUnit(coaching, 2, course, done(1, 2)))).toBeUndefined();
    // 3 of 5 is exactly 60 %; 2 of 5 is not. Call 6 uses the last entry (unit 2).
    expect(refusal(() => checkLinkedUnit(coaching, 3, course, done(3, 4)))?.key).toBe('callNeedsModule');
    expect(refusal(() => checkLinkedUnit(coaching, 6, course, done(3, 4, 5)))).toBeUndefined();
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
