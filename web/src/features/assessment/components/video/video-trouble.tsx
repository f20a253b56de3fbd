import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { checkVideo } from '../../api/attempts';
import { useConnectionCheck } from './connection-gate';
import linkStyles from '../feedback/feedback.module.css';
import styles from './video.module.css';

/**
 * Spec 02 §8 'Video not loading': 'click here' runs the connection check. A failed check's message
 * shows above the video (the attempt's gate, connection-gate.tsx, which also holds Submit back); a
 * passed one asks the server about the view's link (POST checkVideo), whose code 204 reloads the
 * page, and whose other answers are shown as they come. Before any view there is no link to ask
 * about: a passed check says so.
 */
export function VideoTrouble({
  attemptId,
  questionId,
  videoUrl,
  failed,
}: {
  attemptId: string;
  questionId: number;
  videoUrl: string | null;
  failed: boolean;
}) {
  const { run } = useConnectionCheck(attemptId);
  const [busy, setBusy] = useState(false);
  const [fine, setFine] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onClick = async () => {
    setBusy(true);
    setError(null);
    setFine(false);
    try {
      if ((await run()) !== 'ok') return;
      if (!videoUrl) return setFine(true);
      if (await checkVideo(attemptId, questionId, videoUrl)) window.location.reload();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

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
      {fine ? <Alert tone="info" title="Your connection is fine. Press Play video to watch it." /> : null}
      {error ? <ErrorAlert error={error} /> : null}
    </div>
  );
}
