import { formatIn, INDIA_ZONE } from '#shared/text/dates';

/** The zone's own name ('India Standard Time', 'Greenwich Mean Time'), at `at` (summer time differs). */
export function zoneName(at: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZoneName: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}

/**
 * A live class's time in the learner's own zone, the zone named (decision 0460), with India time beside it
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

/**
 * When a live class's room opens, as its disabled Join button says: '6:25 pm' today, else 'Sat 9 Jan, 6:25 pm' (the
 * viewer's zone).
 */
export function roomOpensText(opensAt: string, now: number, timeZone?: string): string {
  const at = Date.parse(opensAt);
  const today = formatIn(at, 'date', timeZone) === formatIn(now, 'date', timeZone);
  return formatIn(at, today ? 'time' : 'shortDateTime', timeZone);
}

/**
 * The instants a course page asks for its course again to follow its live classes (docs/coach.md):
 * when a room opens (and half a minute later, should this device's clock run ahead of the server's)
 * and just after a class ends, so Join turns live, and goes, without a reload.
 */
export function liveClassChanges(element: { live_class_opens_at: string | null; class_end: string | null }): number[] {
  const times: number[] = [];
  if (element.live_class_opens_at) {
    const opens = Date.parse(element.live_class_opens_at);
    times.push(opens, opens + 30_000);
  }
  if (element.class_end) times.push(Date.parse(element.class_end) + 1_000);
  return times.filter((t) => !Number.isNaN(t));
}
