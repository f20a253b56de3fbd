import { formatLevel } from '../../../../components/score/levels';
import { Icon } from '../../../../components/ui/icons';
import { levelStep } from '../../lib/completion';
import styles from './popups.module.css';

/** The level this test gave beside the previous one (lib/completion.ts levelStep), for the completion popup. */
export function LevelGain({ previous, current }: { previous: number | null; current: number | null }) {
  const step = levelStep(previous, current);
  if (!step) return null;
  return (
    <div className={styles.levelGain} data-step={step.tone} aria-label="Your level">
      <p className={styles.levelStep}>
        {step.from !== null ? (
          <>
            <span className={styles.levelFrom}>Level {formatLevel(step.from)}</span>
            <Icon name="arrowRight" size={18} />
          </>
        ) : null}
        <span className={styles.levelTo}>Level {formatLevel(step.to)}</span>
      </p>
      <p className={styles.levelNote}>{step.note}</p>
    </div>
  );
}
