import { describe, expect, it } from 'vitest';
import { GRACE_MS, deadlineFor, durationMinutes, isHeld, isLate, secondsRemaining, submitHoldSeconds } from '../../../functions/tests/timing';

/** The server's timer rules at their edges (spec 02 §4, §9). */
const MINUTE = 60_000;
const t0 = Date.UTC(2026, 10, 21, 4, 30);

describe('durations', () => {
  it('times summative tests at 25 minutes and formative ones at their package value or 15; others are untimed', () => {
    expect(durationMinutes('S', undefined)).toBe(25);
    expect(durationMinutes('S', 35)).toBe(35);
    expect(durationMinutes('F', undefined)).toBe(15);
    expect(durationMinutes('F', 20)).toBe(20);
    for (const type of ['W', 'A', 'D'] as const) expect(durationMinutes(type, 30)).toBeNull();
    expect(deadlineFor(t0, 25)).toBe(t0 + 25 * MINUTE);
    expect(deadlineFor(t0, null)).toBeNull();
  });
});

describe('deadline and grace', () => {
  const deadline = t0 + 25 * MINUTE;

  it('counts whole seconds down by the server clock, never below zero', () => {
    expect(secondsRemaining(deadline, t0)).toBe(1500);
    expect(secondsRemaining(deadline, deadline - 1)).toBe(0);
    expect(secondsRemaining(deadline, deadline - 1001)).toBe(1);
    expect(secondsRemaining(deadline, deadline + MINUTE)).toBe(0);
    expect(secondsRemaining(null, t0)).toBeNull();
  });

  it('accepts an answer up to the deadline plus 5 seconds, and not a millisecond later', () => {
    expect(GRACE_MS).toBe(5_000);
    expect(isLate(deadline, deadline)).toBe(false);
    expect(isLate(deadline, deadline + GRACE_MS)).toBe(false);
    expect(isLate(deadline, deadline + GRACE_MS + 1)).toBe(true);
    expect(isLate(null, deadline + 10 * MINUTE)).toBe(false);
  });
});

describe('the organisation rule (Submit on the last question waits until 29 minutes remain)', () => {
  it('applies to the listed organisation on the named course and element only', () => {
    expect(submitHoldSeconds(315, 3153, 'org-sunrise')).toBe(29 * 60);
    expect(submitHoldSeconds(315, 3153, undefined)).toBeNull();
    expect(submitHoldSeconds(315, 3153, 'org-other')).toBeNull();
    expect(submitHoldSeconds(315, 3151, 'org-sunrise')).toBeNull();
    expect(submitHoldSeconds(101, 1010, 'org-sunrise')).toBeNull();
  });

  it('holds while more than 29 minutes remain and releases at exactly 29', () => {
    const deadline = t0 + 35 * MINUTE;
    const hold = 29 * 60;
    expect(isHeld(hold, deadline, t0)).toBe(true);
    expect(isHeld(hold, deadline, deadline - 29 * MINUTE - 1)).toBe(true);
    expect(isHeld(hold, deadline, deadline - 29 * MINUTE)).toBe(false);
    expect(isHeld(hold, deadline, deadline - 10 * MINUTE)).toBe(false);
    expect(isHeld(null, deadline, t0)).toBe(false);
    expect(isHeld(hold, null, t0)).toBe(false);
  });
});
