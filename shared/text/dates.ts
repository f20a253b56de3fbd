/**
 * The one way dates and times are written, for the server's messages and the web alike (the web
 * adds the viewer's zone in web/src/lib/dates.ts): '24 Nov 2027', '24 Nov 2027, 10:00 am',
 * 'Monday, 24 November 2027'. Always Intl with a fixed locale, so a browser set to US English
 * does not write 11/24/2027 beside them.
 */
export const INDIA_ZONE = 'Asia/Kolkata';

const LOCALE = 'en-GB';
const styles = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  time: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  shortDateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  },
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof styles;

const formats = new Map<string, Intl.DateTimeFormat>();

/** `at` written in `style`, in `timeZone` (undefined: the runtime's own zone); '' for a broken value. */
export function formatIn(at: number | string | Date, style: DateStyle, timeZone?: string): string {
  const time = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return '';
  const key = `${style}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    // isoDay uses en-CA, whose numeric date is YYYY-MM-DD: comparable as text with content dates.
    format = new Intl.DateTimeFormat(style === 'isoDay' ? 'en-CA' : LOCALE, {
      ...styles[style],
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format.format(time);
}

/** The India calendar day of an instant, 'YYYY-MM-DD' (content dates such as close_date are India days). */
export function indiaDay(at: number): string {
  return formatIn(at, 'isoDay', INDIA_ZONE);
}

/** A calendar date ('2027-03-31': a close date, a certificate's day) as '31 Mar 2027', never shifted by zone. */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return formatIn(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])), 'date', 'UTC');
}
