import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Spec 02 §4, §9: "If the reveal time is within 60 minutes, a check every 10 seconds reloads the page
 * once the time passes." Here the reload is `onPassed` (the course page revalidates its data), called
 * once per reveal time. A reveal further away than 60 minutes is looked at again when it comes within
 * the hour, so a page left open all morning still catches it.
 */
export const REVEAL_WINDOW_MS = 60 * 60_000;
export const REVEAL_CHECK_MS = 10_000;
const MAX_TIMEOUT_MS = 2_147_483_647;

export function useRevealCheck(revealTimes: readonly number[], onPassed: () => void): void {
  const latest = useRef(onPassed);
  useLayoutEffect(() => {
    latest.current = onPassed;
  });
  // A new round after each reveal passes, so the next one (if any) is scheduled.
  const [round, setRound] = useState(0);
  const key = [...new Set(revealTimes)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    const upcoming = key
      .split(',')
      .filter(Boolean)
      .map(Number)
      .find((time) => time > Date.now());
    if (upcoming === undefined) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const arm = () => {
      const left = upcoming - Date.now();
      if (left > REVEAL_WINDOW_MS) {
        timeout = setTimeout(arm, Math.min(left - REVEAL_WINDOW_MS, MAX_TIMEOUT_MS));
        return;
      }
      interval = setInterval(() => {
        if (Date.now() < upcoming) return;
        clearInterval(interval);
        latest.current();
        setRound((n) => n + 1);
      }, REVEAL_CHECK_MS);
    };
    arm();
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [key, round]);
}
