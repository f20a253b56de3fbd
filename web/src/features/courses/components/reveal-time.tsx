import { formatIndiaMoment } from '../../../lib/dates';

/**
 * When a locked activity opens, in the viewer's time zone (spec 02 §4: "Reveal times are given in
 * India time and shown in the viewer's time zone"), with the India time beside it so it agrees with
 * the lock message on the card's back. `timeZone` overrides the browser's (tests).
 */
export function RevealTime({ at, timeZone, className }: { at: string; timeZone?: string; className?: string }) {
  const text = formatIndiaMoment(at, timeZone);
  if (!text) return null;
  return (
    <span className={className}>
      Opens <time dateTime={at}>{text}</time>
    </span>
  );
}
