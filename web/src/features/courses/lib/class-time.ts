import { formatIn, INDIA_ZONE } from '#shared/text/dates';

/** The zone's own name ('India Standard Time', 'Greenwich Mean Time'), at `at` (summer time differs). */
export function zoneName(at: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'long', ...(timeZone ? { timeZone } : {}) }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}

/**
 * A live class's time in the learner's own zone, the zone named (issue 27), with India time beside it
 * when the learner is elsewhere: 'Sat, 9 Jan, 1:00 pm – 2:00 pm Greenwich Mean Time (6:30 pm India time)'.
 */
export function classTime(start: string, end: string, timeZone?: string): string {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return '';
  const local = `${formatIn(from, 'shortDateTime', timeZone)} – ${formatIn(to, 'time', timeZone)} ${zoneName(from, timeZone)}`;
  const sameAsIndia = formatIn(from, 'shortDateTime', timeZone) === formatIn(from, 'shortDateTime', INDIA_ZONE);
  if (sameAsIndia) return local;
  const sameDay = formatIn(from, 'date', timeZone) === formatIn(from, 'date', INDIA_ZONE);
  return `${local} (${sameDay ? formatIn(from, 'time', INDIA_ZONE) : formatIn(from, 'shortDateTime', INDIA_ZONE)} India time)`;
}
