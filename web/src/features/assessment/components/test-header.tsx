import { ProgressBar } from '../../../components/ui/progress-bar';
import { Icon } from '../../../components/ui/icons';
import { SoundToggle } from '../../../components/read-aloud/speak-button';
import { TestClock } from './test-clock';
import styles from './test-page.module.css';

/**
 * The test page header (spec 02 §2): close, the activity's type and title, the timer of timed tests,
 * help and info, and the progress bar (capped at 100 %).
 */
export interface TestHeaderProps {
  title: string;
  typeLabel: string;
  secondsLeft: number | null;
  /** The clock stands still while an answer waits for the connection (decision 372). */
  clockStopped?: boolean;
  percent: number;
  onClose: () => void;
  onHelp?: (() => void) | undefined;
  onInfo?: (() => void) | undefined;
  /** A child's page: the sound switch (reading on arrival, the celebration's chime). */
  sound?: boolean;
}

export function TestHeader({
  title,
  typeLabel,
  secondsLeft,
  clockStopped = false,
  percent,
  onClose,
  onHelp,
  onInfo,
  sound = false,
}: TestHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Close the test">
          <Icon name="close" />
        </button>
        <div className={styles.titleBlock}>
          <p className={styles.eyebrow}>{typeLabel}</p>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {sound ? <SoundToggle /> : null}
        {secondsLeft !== null ? <TestClock seconds={secondsLeft} stopped={clockStopped} /> : null}
        {onHelp ? (
          <button type="button" className={styles.iconButton} onClick={onHelp} aria-label="Help and feedback">
            <Icon name="help" />
          </button>
        ) : null}
        {onInfo ? (
          <button type="button" className={styles.iconButton} onClick={onInfo} aria-label="About this test">
            <Icon name="info" />
          </button>
        ) : null}
      </div>
      <ProgressBar value={percent} label="Test progress" size="sm" />
    </header>
  );
}
