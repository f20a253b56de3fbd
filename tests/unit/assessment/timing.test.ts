import { describe, expect, it } from 'vitest';
import {
  CREDIT_SHARE,
  GRACE_MS,
  creditLeftMs,
  deadlineFor,
  durationMinutes,
  isHeld,
  isLate,
  secondsRemaining,
  timeCreditMs,
  withTimeCredit,
} from '../../../functions/assessment/timing';
import { SUNRISE } from '../../../infra/local/seed-orgs';
import { organisationTestSettings, testSettingsOf } from '../../../functions/assessment/organisation-settings';

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
  it('applies to an organisation whose settings name the course and element only', () => {
    // The seeded Sunrise Public School's settings (infra/local/seed-orgs.ts): the 35-minute term test of course 315.
    const sunrise = SUNRISE.settings;
    const hold = (settings: typeof sunrise | null, courseId: number, elementId: number) =>
      testSettingsOf(settings, courseId, elementId).holdSeconds;
    expect(hold(sunrise, 315, 3153)).toBe(29 * 60);
    expect(hold(null, 315, 3153)).toBeNull();
    expect(hold({ submitHold: [] }, 315, 3153)).toBeNull();
    expect(hold(sunrise, 315, 3151)).toBeNull();
    expect(hold(sunrise, 101, 1010)).toBeNull();
  });

  it('lists every organisation setting of a test as data, for the bench to simulate each', () => {
    const orgs = [SUNRISE, { orgId: 'org-plain', settings: {} }];
    expect(organisationTestSettings(orgs, 315, 3153)).toEqual([{ orgIds: [SUNRISE.orgId], holdSeconds: 29 * 60 }]);
    expect(organisationTestSettings(orgs, 315, 3151)).toEqual([]);
    expect(organisationTestSettings(orgs, 428, 4281)).toEqual([]);
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

describe('time lost to the network (decisions 371–373)', () => {
  const sitting: { startedAt: number; deadline: number; timeCreditMs?: number } = {
    startedAt: t0,
    deadline: t0 + 25 * MINUTE,
  };
  const SECOND = 1_000;

  it('gives back the time from the press of Submit (deadline − pause_time) to the arrival', () => {
    // Pressed with 10:00 left; the answer arrived 14 s later.
    const pressed = sitting.deadline - 600 * SECOND;
    expect(timeCreditMs(sitting, 600, pressed + 14 * SECOND)).toBe(14 * SECOND);
    const given = withTimeCredit(sitting, 600, pressed + 14 * SECOND);
    expect(given).toEqual({ ...sitting, deadline: sitting.deadline + 14 * SECOND, timeCreditMs: 14 * SECOND });
    // Seconds left after it: what the learner's clock showed when they pressed Submit.
    expect(secondsRemaining(given.deadline, pressed + 14 * SECOND)).toBe(600);
  });

  it('gives nothing without a clock, for untimed activities, or for a clock showing less than the server has left', () => {
    expect(timeCreditMs(sitting, undefined, t0 + MINUTE)).toBe(0);
    expect(timeCreditMs({ startedAt: t0, deadline: null }, 600, t0 + MINUTE)).toBe(0);
    // 24:00 left on the server; a page showing 23:00 waited for nothing.
    expect(timeCreditMs(sitting, 23 * 60, t0 + MINUTE)).toBe(0);
    expect(timeCreditMs(sitting, 24 * 60 + 30, t0 + MINUTE)).toBe(30 * SECOND);
    expect(withTimeCredit(sitting, undefined, t0 + MINUTE)).toBe(sitting);
  });

  it('gives back at most a tenth of the sitting in all, whatever the page claims', () => {
    expect(CREDIT_SHARE).toBe(0.1);
    expect(creditLeftMs(sitting)).toBe(150 * SECOND);
    // A page claiming its clock never moved (the whole sitting "waiting") gets the allowance, no more.
    const claimed = withTimeCredit(sitting, 25 * 60, t0 + 20 * MINUTE);
    expect(claimed.timeCreditMs).toBe(150 * SECOND);
    expect(claimed.deadline).toBe(sitting.deadline + 150 * SECOND);
    expect(creditLeftMs(claimed)).toBe(0);
    expect(timeCreditMs(claimed, 300, claimed.deadline - 200 * SECOND)).toBe(0);
  });

  it('counts what was given across answers against the sitting as it started', () => {
    const first = withTimeCredit(sitting, 1200, sitting.deadline - 1200 * SECOND + 100 * SECOND);
    expect(first.timeCreditMs).toBe(100 * SECOND);
    expect(creditLeftMs(first)).toBe(50 * SECOND);
    const second = withTimeCredit(first, 600, first.deadline - 600 * SECOND + 80 * SECOND);
    expect(second.timeCreditMs).toBe(150 * SECOND);
    expect(second.deadline).toBe(sitting.deadline + 150 * SECOND);
  });

  it('lets an answer pressed before the end arrive after the deadline and its grace, within the allowance', () => {
    // Pressed with 20 s left, then 60 s offline: late by the deadline alone, on time with the wait given back.
    const arrival = sitting.deadline + 40 * SECOND;
    expect(isLate(sitting.deadline, arrival)).toBe(true);
    expect(isLate(withTimeCredit(sitting, 20, arrival).deadline, arrival)).toBe(false);
    // Pressed at 0 (the page would not let it) and waiting longer than the allowance: still late.
    const tooLong = sitting.deadline + 160 * SECOND;
    expect(isLate(withTimeCredit(sitting, 0, tooLong).deadline, tooLong)).toBe(true);
  });
});
