import { describe, expect, it } from 'vitest';
import { dailyDoneItem, streakFrom } from '../../../functions/core/daily-streak';

/** The daily streak (decision 0111): India days in a row of the daily activity (course 0, element 246). */
const at = (isoIndia: string) => Date.parse(`${isoIndia}+05:30`);

describe('the daily streak', () => {
  it('counts days in a row ending today, or ending yesterday while today is still to do', () => {
    const now = at('2026-11-24T09:00:00');
    expect(streakFrom(['2026-11-24', '2026-11-23', '2026-11-22', '2026-11-20'], now)).toEqual({
      days: 3,
      done_today: true,
    });
    expect(streakFrom(['2026-11-23', '2026-11-22'], now)).toEqual({ days: 2, done_today: false });
    expect(streakFrom(['2026-11-22', '2026-11-21'], now)).toEqual({ days: 0, done_today: false });
    expect(streakFrom([], now)).toEqual({ days: 0, done_today: false });
  });

  it('uses India days: 00:30 in India is already the next day, across a month end', () => {
    const justAfterMidnight = at('2026-12-01T00:30:00');
    expect(streakFrom(['2026-11-30', '2026-11-29'], justAfterMidnight)).toEqual({ days: 2, done_today: false });
    expect(streakFrom(['2026-12-01', '2026-11-30'], justAfterMidnight)).toEqual({ days: 2, done_today: true });
  });

  it('writes a day only for the daily activity, keyed by the India date it was finished', () => {
    const finishedAt = at('2026-11-24T00:10:00');
    expect(dailyDoneItem({ userId: 'u-1', courseId: 0, elementId: 246, finishedAt })).toEqual({
      pk: 'USER#u-1',
      sk: 'DAILY#2026-11-24',
      entity: 'dailyDone',
      day: '2026-11-24',
    });
    expect(dailyDoneItem({ userId: 'u-1', courseId: 0, elementId: 245, finishedAt })).toBeNull();
    expect(dailyDoneItem({ userId: 'u-1', courseId: 101, elementId: 246, finishedAt })).toBeNull();
  });
});
