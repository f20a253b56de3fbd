import { formatIn, INDIA_ZONE, indiaDay } from '#shared/text/dates';

/** A calendar date as '31 Mar 2027' (shared with the certificates and reports the server writes). */
export { formatDay } from '#shared/text/dates';

/**
 * Dates and times on every screen (shared/text/dates.ts writes them): in the viewer's own time zone,
 * and with India time beside it where the spec gives India time (reveal times, coach slots), so a
 * badge and a lock message can never show two different clocks without saying which is which.
 * `timeZone` stands in for the viewer's zone in tests.
 */

/** '24 Nov 2027' in the viewer's zone. */
export function formatDate(at: string | number | null | undefined, timeZone?: string): string {
  return at === null || at === undefined ? '' : formatIn(at, 'date', timeZone);
}

/** '24 Nov 2027, 4:30 am' in the viewer's zone. */
export function formatDateTime(at: string | number, timeZone?: string): string {
  return formatIn(at, 'dateTime', timeZone);
}

/** 'Monday, 24 November 2027' (today's date on a dashboard). */
export function formatLongDate(at: string | number | Date, timeZone?: string): string {
  return formatIn(at, 'longDate', timeZone);
}

/** 'Wed, 24 Nov, 4:30 pm' (a booked slot). */
export function formatShortDateTime(at: string | number, timeZone?: string): string {
  return formatIn(at, 'shortDateTime', timeZone);
}

/**
 * An India-time moment in the viewer's zone, with the India time beside it:
 * '24 Nov 2027, 4:30 am (10:00 am India time)', or '24 Nov 2027, 10:00 am (India time)' for a
 * viewer in India. '' for a broken value.
 */
export function formatIndiaMoment(at: string | number, timeZone?: string): string {
  const local = formatIn(at, 'dateTime', timeZone);
  if (!local) return '';
  const india = formatIn(at, 'dateTime', INDIA_ZONE);
  if (local === india) return `${local} (India time)`;
  const sameDay = formatIn(at, 'date', timeZone) === formatIn(at, 'date', INDIA_ZONE);
  return `${local} (${sameDay ? formatIn(at, 'time', INDIA_ZONE) : india} India time)`;
}

/**
 * True once a course's last day (close_date, an India date) is behind us. The server decides access;
 * this only lets a card say "Expired" rather than "Valid until" a day already gone.
 */
export function isPastIndiaDay(date: string, now: number = Date.now()): boolean {
  return date < indiaDay(now);
}
