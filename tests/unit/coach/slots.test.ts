import { describe, expect, it } from 'vitest';
import { freeSlots, type Coach } from '../../../functions/coach/coaching';
import { joinable } from '../../../functions/coach/call-view';

const coach: Coach = {
  coach_id: 'c',
  name: 'C',
  meeting_url: 'https://meet/c',
  availability: [{ day: 1, from: '10:00', to: '11:30' }],
  time_off: [],
};

describe('free slots', () => {
  // Sunday 2026-11-22, 12:00 in India (06:30 UTC).
  const now = new Date('2026-11-22T06:30:00.000Z');

  it('cuts the coach’s India hours into 30-minute starts, in UTC', () => {
    const slots = freeSlots(coach, new Set(), now);
    expect(slots.slice(0, 3)).toEqual([
      '2026-11-23T04:30:00.000Z',
      '2026-11-23T05:00:00.000Z',
      '2026-11-23T05:30:00.000Z',
    ]);
    expect(slots).toHaveLength(2 * 3); // the Mondays within 14 days: 23 and 30 Nov
  });

  it('leaves out booked starts, time off, the next two hours and days after the course ends', () => {
    expect(freeSlots(coach, new Set(['2026-11-23T04:30:00.000Z']), now)[0]).toBe('2026-11-23T05:00:00.000Z');
    expect(freeSlots({ ...coach, time_off: [{ from: '2026-11-23', to: '2026-11-23' }] }, new Set(), now)[0]).toBe(
      '2026-11-30T04:30:00.000Z',
    );
    expect(freeSlots(coach, new Set(), new Date('2026-11-23T03:30:00.000Z'))[0]).toBe('2026-11-23T05:30:00.000Z');
    expect(freeSlots(coach, new Set(), now, '2026-11-29')).toHaveLength(3);
  });
});

describe('Join Call (spec 02 §9)', () => {
  const call = { start: '2026-11-23T04:30:00.000Z', end: '2026-11-23T05:00:00.000Z', status: 'scheduled' as const };
  it('opens 5 minutes before the start and closes at the end', () => {
    expect(joinable(call, Date.parse('2026-11-23T04:24:59.000Z'))).toBe(false);
    expect(joinable(call, Date.parse('2026-11-23T04:25:00.000Z'))).toBe(true);
    expect(joinable(call, Date.parse('2026-11-23T05:00:01.000Z'))).toBe(false);
    expect(joinable({ ...call, status: 'Cancelled' }, Date.parse('2026-11-23T04:40:00.000Z'))).toBe(false);
  });
});
