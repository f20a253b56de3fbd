import type { AnsweredItem } from '../../lib/attempt-state';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { withBlanks } from '../../lib/cloze';
import { VerdictBadge } from '../feedback/verdict-badge';
import styles from './popups.module.css';

/**
 * The review-answers popup (spec 02 §2): the questions answered so far in this sitting, with their
 * verdicts when the activity shows feedback. The full review opens from the completion popup.
 */
export function ReviewAnswersPopup({
  open,
  onClose,
  answered,
  firstNumber,
}: {
  open: boolean;
  onClose: () => void;
  answered: readonly AnsweredItem[];
  firstNumber: number;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Your answers" actions={<Button onClick={onClose}>Close</Button>}>
      {answered.length === 0 ? (
        <p>You have not answered any questions yet.</p>
      ) : (
        <ol className={styles.answered}>
          {answered.map((item, i) => (
            <li key={`${item.question.question_id}-${i}`} className={styles.answeredItem}>
              <span className={styles.answeredNumber}>Q{firstNumber + i}</span>
              <span className={styles.answeredText}>{withBlanks(item.question.question)}</span>
              {item.feedback ? (
                <VerdictBadge feedback={item.feedback} />
              ) : (
                <span className={styles.answeredSaved}>Saved</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
