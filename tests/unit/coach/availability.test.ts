import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { coachAvailabilitySchema, overlapping } from '../../../shared/schemas/coach-availability';
import { inViewerZone, nextIndiaMoment } from '../../../web/src/features/coach/hours';

/** A coach's hours: the week's rules, and each window in the viewer's zone (India time is what is stored). */
const messages = (body: unknown) =>
  (z.safeParse(coachAvailabilitySchema, body).error?.issues ?? []).map((i) => i.message);

describe('coach availability rules', () => {
  it('accept half-hour windows that end after they start, touching but not overlapping', () => {
    expect(
      messages({
        availability: [
          { day: 1, from: '10:00', to: '12:00' },
          { day: 1, from: '12:00', to: '24:00' },
          { day: 2, from: '00:00', to: '00:30' },
        ],
        time_off: [{ from: '2030-01-01', to: '2030-01-01' }],
      }),
    ).toEqual([]);
    expect(
      overlapping([
        { day: 1, from: '10:00', to: '12:00' },
        { day: 1, from: '11:30', to: '13:00' },
      ]),
    ).toBe(true);
    expect(
      overlapping([
        { day: 1, from: '10:00', to: '12:00' },
        { day: 2, from: '11:30', to: '13:00' },
      ]),
    ).toBe(false);
  });

  it('refuse other minutes, backwards windows and days off, and overlaps', () => {
    expect(messages({ availability: [{ day: 1, from: '10:10', to: '11:00' }], time_off: [] })).toEqual([
      'Please choose a time on the hour or half hour.',
    ]);
    expect(messages({ availability: [{ day: 1, from: '11:00', to: '11:00' }], time_off: [] })).toEqual([
      'The end must be after the start.',
    ]);
    expect(
      messages({
        availability: [
          { day: 1, from: '10:00', to: '12:00' },
          { day: 1, from: '09:00', to: '10:30' },
        ],
        time_off: [],
      }),
    ).toEqual(['These hours overlap other hours on the same day.']);
    expect(messages({ availability: [], time_off: [{ from: '2030-01-02', to: '2030-01-01' }] })).toEqual([
      'The last day off must be on or after the first.',
    ]);
  });
});

describe('hours in the viewer’s zone', () => {
  const wednesday = Date.parse('2030-04-03T06:00:00Z'); // 11:30 India time, a Wednesday

  it('finds the next India-time occurrence of a weekday and time', () => {
    expect(new Date(nextIndiaMoment(1, '10:00', wednesday)).toISOString()).toBe('2030-04-08T04:30:00.000Z');
    expect(new Date(nextIndiaMoment(3, '17:00', wednesday)).toISOString()).toBe('2030-04-03T11:30:00.000Z');
  });

  it('writes a window in another zone, with its weekday (which may change), and nothing for India', () => {
    expect(inViewerZone({ day: 1, from: '10:00', to: '13:00' }, 'Europe/London', wednesday)).toBe(
      'Mon 5:30 am – 8:30 am',
    );
    expect(inViewerZone({ day: 1, from: '09:00', to: '10:00' }, 'America/New_York', wednesday)).toBe(
      'Sun 11:30 pm – 12:30 am',
    );
    expect(inViewerZone({ day: 1, from: '10:00', to: '13:00' }, 'Asia/Kolkata', wednesday)).toBeNull();
  });
});
