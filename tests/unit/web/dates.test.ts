import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatIndiaMoment,
  formatLongDate,
  formatShortDateTime,
  isPastIndiaDay,
} from '../../../web/src/lib/dates';
import { formatIn, indiaDay } from '../../../shared/text/dates';

/** One way to write dates and times (web/src/lib/dates.ts over shared/text/dates.ts), whatever the browser's locale. */
const at = '2027-11-24T04:30:00.000Z'; // 10:00 am in India

describe('dates and times', () => {
  it("writes a date one way everywhere: '24 Nov 2027', never 11/24/2027", () => {
    expect(formatDate(at, 'UTC')).toBe('24 Nov 2027');
    expect(formatDate(Date.parse(at), 'Asia/Kolkata')).toBe('24 Nov 2027');
    expect(formatDate('2027-11-23T20:00:00Z', 'Asia/Kolkata')).toBe('24 Nov 2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("writes times in the viewer's zone", () => {
    expect(formatDateTime(at, 'Asia/Kolkata')).toBe('24 Nov 2027, 10:00 am');
    expect(formatDateTime(at, 'Europe/London')).toBe('24 Nov 2027, 4:30 am');
    expect(formatShortDateTime(at, 'Asia/Kolkata')).toBe('Wed 24 Nov, 10:00 am');
    expect(formatLongDate(new Date(2025, 0, 6, 12))).toBe('Monday, 6 January 2025');
  });

  it('gives India time beside the viewer’s time where the spec gives India time, and says so in India', () => {
    expect(formatIndiaMoment(at, 'Asia/Kolkata')).toBe('24 Nov 2027, 10:00 am (India time)');
    expect(formatIndiaMoment(at, 'Europe/London')).toBe('24 Nov 2027, 4:30 am (10:00 am India time)');
    expect(formatIndiaMoment('2027-11-23T20:00:00Z', 'America/New_York')).toBe(
      '23 Nov 2027, 3:00 pm (24 Nov 2027, 1:30 am India time)',
    );
    expect(formatIndiaMoment('soon')).toBe('');
  });

  it('the server writes India times the same way, so a lock message matches the badge', () => {
    expect(formatIn(at, 'dateTime', 'Asia/Kolkata')).toBe(formatDateTime(at, 'Asia/Kolkata'));
  });

  it('keeps calendar days as they are, and compares them in India', () => {
    expect(formatDay('2027-03-31')).toBe('31 Mar 2027');
    expect(formatDay('someday')).toBe('someday');
    expect(indiaDay(Date.parse('2027-03-31T19:00:00Z'))).toBe('2027-04-01');
    expect(isPastIndiaDay('2027-03-31', Date.parse('2027-03-31T19:00:00Z'))).toBe(true);
    expect(isPastIndiaDay('2027-03-31', Date.parse('2027-03-31T18:00:00Z'))).toBe(false);
  });
});
