import { formatIn, INDIA_ZONE } from '#shared/text/dates';

/**
 * A coach's weekly hours are India time (coaches work in India); the editor shows each window in the
 * viewer's own zone beside it, computed for the window's next occurrence (so a summer-time zone gets
 * this week's offset).
 */
export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as a coach's week reads. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** Every half hour of the day, '00:00' to '24:00'. */
export const halfHours = Array.from(
  { length: 49 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

const IST_MS = 330 * 60_000;

/** The instant of the next `day` (0 Sunday) at India time `hhmm`, from `now`. */
export function nextIndiaMoment(day: number, hhmm: string, now = Date.now()): number {
  const todayIst = new Date(now + IST_MS);
  const ahead = (day - todayIst.getUTCDay() + 7) % 7;
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return (
    Date.UTC(todayIst.getUTCFullYear(), todayIst.getUTCMonth(), todayIst.getUTCDate() + ahead) +
    minutes * 60_000 -
    IST_MS
  );
}

/** 'Mon 4:30 am – 7:30 am' in `timeZone` (the viewer's), or null when that zone keeps India time. */
export function inViewerZone(
  window: { day: number; from: string; to: string },
  timeZone?: string,
  now = Date.now(),
): string | null {
  const from = nextIndiaMoment(window.day, window.from, now);
  const to = nextIndiaMoment(window.day, window.from, now) + (minutesOf(window.to) - minutesOf(window.from)) * 60_000;
  const offset = (at: number) => formatIn(at, 'shortDateTime', timeZone) === formatIn(at, 'shortDateTime', INDIA_ZONE);
  if (offset(from) && offset(to)) return null;
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    from,
  );
  return `${weekday} ${formatIn(from, 'time', timeZone)} – ${formatIn(to, 'time', timeZone)}`;
}

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
