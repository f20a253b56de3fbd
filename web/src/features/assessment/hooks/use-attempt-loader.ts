import { useCallback, useEffect, useState } from 'react';
import type { AttemptData } from '#shared/api/contract-assessment';
import { fetchAttempt } from '../api/attempts';
import { takePrefetchedAttempt } from '../lib/attempt-prefetch';

/**
 * Loads the attempt an /test?attempt_id=… page shows (GET v1/fetchattempt/{id}). An attempt just
 * started on this page is handed over in memory, so it is not fetched again; a reload fetches it
 * afresh (history state would hand over a stale copy). `enabled` false holds the read back (an
 * answer saved on this device goes first: resume-screen.tsx).
 */
const handedOver = new Map<string, AttemptData>();

export function handOver(attempt: AttemptData): void {
  handedOver.set(attempt.attempt_id, attempt);
}

/** `offline`: the browser had no connection when the read failed (the page then waits for it, decision 378). */
export type AttemptLoad =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; offline: boolean }
  | { state: 'ready'; attempt: AttemptData };

export function useAttemptLoader(attemptId: string, enabled = true): { load: AttemptLoad; retry: () => void } {
  const [round, setRound] = useState(0);
  const [given] = useState(() => handedOver.get(attemptId) ?? null);
  const [load, setLoad] = useState<AttemptLoad>(given ? { state: 'ready', attempt: given } : { state: 'loading' });

  useEffect(() => {
    handedOver.delete(attemptId);
    const prefetched = takePrefetchedAttempt(attemptId); // asked for with the page's code (lib/attempt-prefetch.ts)
    if ((given && round === 0) || !enabled) return;
    let live = true;
    (round === 0 && prefetched ? prefetched : fetchAttempt(attemptId)).then(
      (attempt) => live && setLoad({ state: 'ready', attempt }),
      (error: unknown) => live && setLoad({ state: 'failed', error, offline: navigator.onLine === false }),
    );
    return () => {
      live = false;
    };
  }, [attemptId, round, given, enabled]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setRound((n) => n + 1);
  }, []);
  return { load, retry };
}
