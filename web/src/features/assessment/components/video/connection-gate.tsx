import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { clientMessages } from '#shared/errors';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import {
  connectionState,
  isChecking,
  markOffline,
  runConnectionCheck,
  subscribeConnection,
  type GateState,
} from '../../lib/connection-state';
import styles from './video.module.css';

/**
 * Spec 02 §4, §5: before a video test the connection is checked. Offline, or slower than
 * 400 kbps, and the video stays hidden behind the message with a Try again button; the footer's
 * Submit waits too (attempt-screen.tsx). The state is the attempt's (lib/connection-state.ts), so
 * every video and the footer agree. The browser going offline fails the check at once (the
 * message shows above a video already on screen, which stays: its view is not lost), and coming
 * back online checks again by itself.
 */
export function useConnectionCheck(attemptId: string) {
  const snapshot = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeConnection(attemptId, listener), [attemptId]),
    () => `${connectionState(attemptId)}|${isChecking(attemptId) ? 'running' : 'idle'}`,
  );
  const [state, running] = snapshot.split('|') as [GateState, string];
  const run = useCallback(() => runConnectionCheck(attemptId), [attemptId]);
  return { state, checking: running === 'running', run };
}

/** The message of a failed check, in the spec's words where it gives them. */
export function connectionMessage(state: GateState): string | null {
  if (state === 'offline') return clientMessages.videoOffline;
  if (state === 'slow') return clientMessages.videoSpeedLow;
  return null;
}

export function ConnectionGate({ attemptId, children }: { attemptId: string; children: ReactNode }) {
  const { state, checking, run } = useConnectionCheck(attemptId);
  // Once passed on this page, a later failure shows above the video instead of taking it away.
  const shown = useRef(state === 'ok');
  if (state === 'ok') shown.current = true;

  useEffect(() => {
    if (connectionState(attemptId) === 'checking') void run();
    const offline = () => markOffline(attemptId);
    const online = () => void run();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [attemptId, run]);

  const message = connectionMessage(state);
  const alert = message ? (
    <Alert
      title={message}
      actions={
        <Button variant="secondary" onClick={() => void run()} busy={checking}>
          Try again
        </Button>
      }
    />
  ) : state === 'checking' ? (
    <Alert tone="info" title="Checking your connection before the video…" />
  ) : null;
  if (!shown.current) return <div className={styles.gate}>{alert}</div>;
  return (
    <>
      {alert ? <div className={styles.gate}>{alert}</div> : null}
      {children}
    </>
  );
}
