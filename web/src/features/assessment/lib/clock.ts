/**
 * The test timer (types S and F, spec 02 §2): minutes and seconds. The server owns the deadline;
 * the page counts down from the `time_remaining` of the latest response, measured on this
 * device's clock, so a wrong device clock cannot shorten or lengthen the sitting.
 */

/** 'mm:ss'; minutes keep counting past 59 (a 75-minute test shows 75:00), never below 00:00. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** How the timer reads to a screen reader: '12 minutes 5 seconds left'. */
export function spokenClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    rest > 0 || minutes === 0 ? `${rest} second${rest === 1 ? '' : 's'}` : '',
  ];
  return `${parts.filter(Boolean).join(' ')} left`;
}

/**
 * Seconds left now, given the seconds the server reported and when (epoch ms) the answer arrived.
 * While an answer waits to be sent (`stoppedSince`, the press of Submit) the clock stands still, for
 * at most the `creditSeconds` the server will give back (decision 372); past them it runs again,
 * as the server's does.
 */
export function secondsLeft(
  reported: number,
  receivedAt: number,
  now: number,
  stop?: { since: number; creditSeconds: number } | null,
): number {
  const stoppedMs = stop ? Math.min(Math.max(0, now - Math.max(stop.since, receivedAt)), stop.creditSeconds * 1000) : 0;
  return Math.max(0, reported - (now - receivedAt - stoppedMs) / 1000);
}

/** The last minutes of a timed test are shown in the warning colour. */
export const CLOCK_WARNING_SECONDS = 60;
