import { useNavigate } from 'react-router-dom';
import { juniorPhrases } from '#shared/junior/phrases';
import { SpeakButton, useReadOnArrival } from '../../../components/read-aloud/speak-button';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { Audience } from '../lib/audience';
import styles from './family.module.css';

/**
 * The once-only final test asks first (decision 0429). A child gets a ready check in a child's words,
 * read aloud as it opens (it opens on a press, so the browser lets it speak); an adult acting for
 * the child gets a plain Start dialog. Start goes to the test page, which starts the attempt.
 */
export function FinalStartDialog({
  open,
  audience,
  minutes,
  startPath,
  onClose,
}: {
  open: boolean;
  audience: Audience;
  minutes: number;
  startPath: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const child = audience === 'child';
  return (
    <Modal
      open={open}
      onClose={onClose}
      eyebrow="Final test"
      title={child ? 'Are you ready?' : 'Start the final test?'}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {child ? 'Not yet' : 'Cancel'}
          </Button>
          <Button onClick={() => void navigate(startPath)}>{child ? "I'm ready" : 'Start'}</Button>
        </>
      }
    >
      {open && child ? <ChildReadyCheck /> : null}
      {!child ? (
        <p>
          The final test can be taken once, in one sitting of {minutes} minutes. The timer starts when you press Start
          and does not stop if the page is closed.
        </p>
      ) : null}
    </Modal>
  );
}

function ChildReadyCheck() {
  useReadOnArrival([{ kind: 'phrase', phrase: 'finalReady' }]);
  return (
    <div className={styles.readyCheck}>
      <p className={styles.readyText}>{juniorPhrases.finalReady}</p>
      <SpeakButton request={{ kind: 'phrase', phrase: 'finalReady' }} what="what the final test is" />
    </div>
  );
}
