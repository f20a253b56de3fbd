import type { Verdict } from '#shared/api/contract-attempts';
import { Icon, type IconName } from '../../../../components/ui/icons';
import styles from './feedback.module.css';

/**
 * The scoring view of spec 02 §4: correct, wrong, or awaiting review, which is "shown as correct"
 * (green, with its own words, so the learner knows a person or the speech engine still has to score it).
 */
const looks: Record<Verdict, { label: string; icon: IconName; tone: string }> = {
  correct: { label: 'Correct', icon: 'check', tone: 'correct' },
  awaiting_review: { label: 'Awaiting review', icon: 'hourglass', tone: 'correct' },
  wrong: { label: 'Not quite', icon: 'close', tone: 'wrong' },
  skipped: { label: 'Skipped', icon: 'arrowRight', tone: 'skipped' },
};

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const look = looks[verdict];
  return (
    <span className={`${styles.verdict} ${styles[look.tone] ?? ''}`} data-verdict={verdict}>
      <Icon name={look.icon} size={16} />
      {look.label}
    </span>
  );
}
