import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { checkVideo } from '../../api/attempts';
import { connectionMessage, useConnectionCheck } from './connection-gate';
import linkStyles from '../feedback/feedback.module.css';
import styles from './video.module.css';

/**
 * Spec 02 §8 'Video not loading': 'click here' runs the connection check. A failed check shows its
 * message; a passed one asks the server (POST checkVideo), whose code 204 reloads the page for a
 * fresh link, and whose other answers are shown as they come.
 */
export function VideoTrouble({ attemptId, questionId, videoUrl, failed }: { attemptId: string; questionId: number; videoUrl: string; failed: boolean }) {
  const { state, run } = useConnectionCheck(attemptId);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<'connection' | 'server' | null>(null);
  const [error, setError] = useState<unknown>(null);

  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      const connection = await run();
      if (connection !== 'ok') return setShown('connection');
      setShown('server');
      if (await checkVideo(attemptId, questionId, videoUrl)) window.location.reload();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const message = shown === 'connection' ? connectionMessage(state) : null;
  return (
    <div>
      <p className={styles.meta}>
        <span role={failed ? 'alert' : undefined}>
          {failed ? 'The video did not load. ' : 'Video not loading? '}
          <button type="button" className={linkStyles.linkButton} onClick={() => void onClick()} disabled={busy}>
            click here
          </button>{' '}
          to check your connection.
        </span>
      </p>
      {message ? <Alert title={message} /> : null}
      {error ? <ErrorAlert error={error} /> : null}
    </div>
  );
}
