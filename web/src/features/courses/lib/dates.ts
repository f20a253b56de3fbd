/**
 * Dates as the course screens show them. Reveal times arrive as a UTC instant (`reveal_at`, the
 * India date and time of the spec converted by the server) and are shown in the viewer's own time
 * zone (spec 02 §4); `timeZone` is for tests and is otherwise the browser's.
 */
const revealFormats = new Map<string, Intl.DateTimeFormat>();

function revealFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = revealFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(timeZone ? { timeZone } : {}),
    });
    revealFormats.set(key, format);
  }
  return format;
}

/** "15 Jan 2027, 4:30 am" in the viewer's time zone (or `timeZone`); '' for a broken value. */
export function formatRevealTime(iso: string, timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return revealFormat(timeZone).format(time);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD, e.g. close_date) as "31 Mar 2027"; the day never shifts by zone. */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return dayFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * True once a course's last day (close_date, an India date) is behind us. The server decides access;
 * this only lets a card say "Expired" rather than "Valid until" a day already gone.
 */
export function isPastIndiaDay(date: string, now: number = Date.now()): boolean {
  return date < indiaDay.format(now);
}
