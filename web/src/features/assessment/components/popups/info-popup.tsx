import type { AttemptData } from '#shared/api/contract-assessment';
import { Button } from '../../../../components/ui/button';
import { FactList } from '../../../../components/ui/fact-list';
import { Modal } from '../../../../components/ui/modal';
import { isTimed } from '../../../../lib/elements';
import { formatClock } from '../../lib/clock';
import styles from './popups.module.css';

/**
 * The info popup (spec 02 §2): what this activity is and how the page works, so a learner who is
 * unsure can check without leaving the test.
 */
export function InfoPopup({
  open,
  onClose,
  attempt,
  typeLabel,
  secondsLeft,
}: {
  open: boolean;
  onClose: () => void;
  attempt: AttemptData;
  typeLabel: string;
  secondsLeft: number | null;
}) {
  const timed = isTimed(attempt.element_type) && secondsLeft !== null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      eyebrow={typeLabel}
      title={attempt.element_name}
      actions={<Button onClick={onClose}>Back to the test</Button>}
    >
      <FactList
        facts={[
          { label: 'Questions', value: String(attempt.total_questions) },
          { label: 'Answered', value: String(attempt.answered_questions) },
          { label: 'Time left', value: timed ? formatClock(secondsLeft) : 'No limit' },
        ]}
      />
      <ul className={styles.rules}>
        <li>Answer the question, then press Submit. Each answer is saved as soon as you submit it.</li>
        {attempt.show_feedback ? <li>After each answer you see whether it was right; press Next to go on.</li> : null}
        <li>Where several questions share a page, answer them all before you submit.</li>
        {timed ? (
          <li>The timer keeps running if you leave the page. When it reaches 00:00 the test ends.</li>
        ) : (
          <li>You can close the test and continue later from the same question.</li>
        )}
        <li>Something wrong with a question? Use Help and feedback to tell us.</li>
      </ul>
    </Modal>
  );
}
