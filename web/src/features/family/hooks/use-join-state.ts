import { useEffect, useState } from 'react';
import { CHECK_EVERY_MS, joinState, msUntilWatch, type JoinState } from '../lib/join-call';

/**
 * Whether Join Call is open for a slot, re-checked every 10 seconds while the slot starts within the
 * hour (spec 01 §2). A slot further away is not polled; one timer wakes the check when it comes near.
 */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function useJoinState(callTime: string | null): JoinState {
  const [now, setNow] = useState(() => Date.now());
  const state = joinState(callTime, now);

  useEffect(() => {
    if (state.watch) {
      const id = setInterval(() => setNow(Date.now()), CHECK_EVERY_MS);
      return () => clearInterval(id);
    }
    const wait = msUntilWatch(callTime, Date.now());
    if (wait === null || wait > MAX_TIMEOUT_MS) return;
    const id = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(id);
  }, [callTime, state.watch]);

  return state;
}
