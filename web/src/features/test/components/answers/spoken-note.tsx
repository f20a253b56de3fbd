import { Icon } from '../../../../components/ui/icons';
import styles from '../question.module.css';

/**
 * A question answered by speaking (domain S, IELTS, VK). Recording arrives with the speech issue;
 * until then the learner is told so and skips the question (skip_domain).
 */
export function SpokenNote() {
  return (
    <div className={styles.spoken} role="note">
      <Icon name="headset" />
      <div>
        <p className={styles.spokenTitle}>This question needs a spoken answer.</p>
        <p>Recording answers is not available yet. Press Skip to go on to the next question.</p>
      </div>
    </div>
  );
}
