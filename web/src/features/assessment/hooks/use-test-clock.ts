import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/clock';

/**
 * The seconds a response reported, when (epoch ms) it arrived, and the seconds of waiting for the
 * network the sitting may still give back: the clock re-syncs on each response.
 */
export interface ClockSync {
  seconds: number;
  at: number;
  credit: number;
}

/**
 * Seconds left on a timed test (`left`), counted on this device from the latest server figure, or
 * null for an untimed test. `stoppedSince` (the press of Submit, while the answer waits to be sent)
 * stops the clock, for as long as the server will give that time back (`stopLeft` more seconds).
 */
export function useTestClock(
  sync: ClockSync | null,
  stoppedSince: number | null,
): { left: number | null; stopLeft: number | null } {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!sync) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [sync]);

  if (!sync) return { left: null, stopLeft: null };
  // A sync newer than the last tick counts from its own arrival, never from an older "now".
  const at = Math.max(now, sync.at);
  const stop = stoppedSince === null ? null : { since: stoppedSince, creditSeconds: sync.credit };
  return {
    left: secondsLeft(sync.seconds, sync.at, at, stop),
    stopLeft: stop ? Math.max(0, sync.credit - (at - Math.max(stop.since, sync.at)) / 1000) : sync.credit,
  };
}
