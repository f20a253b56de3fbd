import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/clock';

/** The seconds a response reported and when (epoch ms) it arrived: the clock re-syncs on each one. */
export interface ClockSync {
  seconds: number;
  at: number;
}

/**
 * Seconds left on a timed test, counted on this device from the latest server figure, or null for
 * an untimed test. `paused` (an answer being submitted) freezes the display until the next sync.
 */
export function useTestClock(sync: ClockSync | null, paused: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!sync || paused) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [sync, paused]);

  // A sync newer than the last tick counts from its own arrival, never from an older "now".
  return sync ? secondsLeft(sync.seconds, sync.at, Math.max(now, sync.at)) : null;
}
