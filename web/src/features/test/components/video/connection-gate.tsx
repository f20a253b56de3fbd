import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { clientMessages } from '#shared/errors';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { checkConnection } from '../../lib/connection-check';
import styles from './video.module.css';

/**
 * Spec 02 §4, §5: before a video test the connection is checked. Offline, or slower than
 * 400 kbps, and the video stays hidden behind the message with a Try again button. A passed check
 * is remembered for the attempt (session storage), so each video of the test does not wait again.
 */
type GateState = 'checking' | 'offline' | 'slow' | 'ok';

const passedKey = (attemptId: string) => `fluentia:videocheck:${attemptId}`;

function passedBefore(attemptId: string): boolean {
  try {
    return sessionStorage.getItem(passedKey(attemptId)) === 'ok';
  } catch {
    return false;
  }
}

export function useConnectionCheck(attemptId: string) {
  const [state, setState] = useState<GateState>(() => (passedBefore(attemptId) ? 'ok' : 'checking'));
  const run = useCallback(async (): Promise<GateState> => {
    setState('checking');
    const result = await checkConnection();
    setState(result.state);
    if (result.state === 'ok') {
      try {
        sessionStorage.setItem(passedKey(attemptId), 'ok');
      } catch {
        // Checked again next time: no harm.
      }
    }
    return result.state;
  }, [attemptId]);
  return { state, run };
}

/** The message of a failed check, in the spec's words where it gives them. */
export function connectionMessage(state: GateState): string | null {
  if (state === 'offline') return clientMessages.videoOffline;
  if (state === 'slow') return clientMessages.videoSpeedLow;
  return null;
}

export function ConnectionGate({ attemptId, children }: { attemptId: string; children: ReactNode }) {
  const { state, run } = useConnectionCheck(attemptId);
  useEffect(() => {
    if (state === 'checking') void run();
    // Once on arrival: later checks are the learner's Try again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (state === 'ok') return <>{children}</>;
  const message = connectionMessage(state);
  return (
    <div className={styles.gate}>
      {message ? (
        <Alert title={message} actions={<Button variant="secondary" onClick={() => void run()}>Try again</Button>} />
      ) : (
        <Alert tone="info" title="Checking your connection before the video…" />
      )}
    </div>
  );
}
