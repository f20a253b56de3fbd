import { describe, expect, it } from 'vitest';
import { istToEpoch, lockState } from '../../../functions/core/locks';

const open = { completed: false, completedInCourse: 0, purchased: false };

describe('activity locks (spec 02 §4)', () => {
  it('reads reveal dates as India time (UTC+5:30)', () => {
    expect(new Date(istToEpoch('2027-01-15', '10:00')).toISOString()).toBe('2027-01-15T04:30:00.000Z');
    expect(new Date(istToEpoch('2027-01-01', '02:00')).toISOString()).toBe('2026-12-31T20:30:00.000Z');
  });

  it('locks while the reveal is more than 30 seconds away, and opens at 30 seconds', () => {
    const reveal = istToEpoch('2027-01-15', '10:00');
    const lock = { reveal_date: '2027-01-15', reveal_time: '10:00' };
    expect(lockState(lock, open, reveal - 30_001)).toMatchObject({
      locked: true,
      revealAt: '2027-01-15T04:30:00.000Z',
    });
    expect(lockState(lock, open, reveal - 30_000).locked).toBe(false);
    expect(lockState(lock, open, reveal + 1).locked).toBe(false);
    expect(lockState(lock, open, reveal - 60 * 60_000).message).toBe(
      'This activity opens on 15 Jan 2027, 10:00 am (India time).',
    );
  });

  it('keeps a set lock until the activity is complete, with its message or the default', () => {
    expect(lockState({ status: true, message: 'purchase now' }, open)).toMatchObject({
      locked: true,
      message: 'purchase now',
    });
    expect(lockState({ status: true }, open).message).toBe('Please wait for this activity to be unlocked.');
    expect(lockState({ status: true }, { completed: true, completedInCourse: 1, purchased: false }).locked).toBe(false);
  });

  it("opens a 'purchase now' lock for a learner who holds the course, in any case and spacing; other locks hold", () => {
    const bought = { ...open, purchased: true };
    expect(lockState({ status: true, message: 'purchase now' }, bought)).toEqual({
      locked: false,
      message: null,
      revealAt: null,
    });
    expect(lockState({ status: true, message: '  Purchase Now ' }, bought).locked).toBe(false);
    expect(lockState({ status: true, message: 'Please wait for the next live class' }, bought).locked).toBe(true);
    expect(lockState({ status: true, after_activities: 2 }, bought).locked).toBe(true);
    expect(lockState({ reveal_date: '2099-01-01' }, bought).locked).toBe(true);
  });

  it('computes "complete any N activities and wait until a date"', () => {
    const reveal = istToEpoch('2027-02-01', '09:30');
    const lock = { status: true, after_activities: 2, reveal_date: '2027-02-01', reveal_time: '09:30' };
    expect(lockState(lock, { completed: false, completedInCourse: 1, purchased: false }, reveal + 1)).toMatchObject({
      locked: true,
      message:
        'You need to complete any 2 activities and wait until 1 Feb 2027, 9:30 am (India time) to unlock this activity.',
    });
    expect(lockState(lock, { completed: false, completedInCourse: 2, purchased: false }, reveal - 60_000).locked).toBe(
      true,
    );
    expect(lockState(lock, { completed: false, completedInCourse: 2, purchased: false }, reveal + 1).locked).toBe(
      false,
    );
    expect(
      lockState({ after_activities: 3 }, { completed: false, completedInCourse: 3, purchased: false }).locked,
    ).toBe(false);
  });
});
