import { describe, expect, it } from 'vitest';
import { classTime, zoneName } from '../../../../web/src/features/courses/lib/class-time';
import { userHome } from '../../../../web/src/lib/destinations';

/** Decision 0460: a live class's time in the learner's named zone, India time beside it elsewhere. */
describe('live class time', () => {
  const start = '2027-01-09T13:00:00.000Z';
  const end = '2027-01-09T14:00:00.000Z';
  it('names the learner’s zone, and adds India time for a learner elsewhere', () => {
    expect(classTime(start, end, 'Asia/Kolkata')).toBe('Sat 9 Jan, 6:30 pm – 7:30 pm India Standard Time');
    expect(classTime(start, end, 'Europe/London')).toBe(
      'Sat 9 Jan, 1:00 pm – 2:00 pm Greenwich Mean Time (6:30 pm India time)',
    );
    expect(classTime(start, end, 'America/New_York')).toBe(
      'Sat 9 Jan, 8:00 am – 9:00 am Eastern Standard Time (6:30 pm India time)',
    );
    expect(classTime('2027-01-09T20:00:00.000Z', '2027-01-09T21:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Sat 9 Jan, 12:00 pm – 1:00 pm Pacific Standard Time (Sun 10 Jan, 1:30 am India time)',
    );
    expect(zoneName(Date.parse('2027-07-01T12:00:00Z'), 'Europe/London')).toBe('British Summer Time');
    expect(classTime('nope', end)).toBe('');
  });
});

describe('a coach’s home', () => {
  it('is the coach workspace, not a learner dashboard (decision 0450)', () => {
    expect(userHome({ userType: 'T', isCoach: true })).toBe('/coach/workspace');
    expect(userHome({ userType: 'T' })).toBe('/mydashboard');
  });
});
