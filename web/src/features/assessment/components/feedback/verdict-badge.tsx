import type { AnswerFeedback } from '#shared/api/contract-assessment';
import { scoreLine, scoreView, type ScoreTone } from '#shared/scoring/score-view';
import { Icon, type IconName } from '../../../../components/ui/icons';
import styles from './feedback.module.css';

/**
 * The scoring view of spec 02 §4 (shared/scoring/score-view.ts): correct, partly correct (passes
 * without full marks, with how much was right), wrong, or awaiting review, which is "shown as
 * correct" (green, with its own words, so the learner knows a person or the speech engine still has to score it),
 * and 'Not sure' for a spoken answer the engine could not tell (neutral, like a skipped one: it counts neither way).
 */
const icons: Record<ScoreTone, IconName> = {
  correct: 'check',
  partial: 'check',
  awaiting: 'hourglass',
  wrong: 'close',
  skipped: 'arrowRight',
  unsure: 'help',
};
const tones: Record<ScoreTone, string> = {
  correct: 'correct',
  partial: 'partial',
  awaiting: 'correct',
  wrong: 'wrong',
  skipped: 'skipped',
  unsure: 'skipped',
};

export function VerdictBadge({
  feedback,
}: {
  feedback: Pick<AnswerFeedback, 'type' | 'score' | 'verdict' | 'parts' | 'speech'>;
}) {
  const view = scoreView(feedback);
  return (
    <span
      className={`${styles.verdict} ${styles[tones[view.tone]] ?? ''}`}
      data-verdict={feedback.verdict}
      data-tone={view.tone}
    >
      <Icon name={icons[view.tone]} size={16} />
      {scoreLine(view)}
    </span>
  );
}
