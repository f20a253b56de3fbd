import { Icon } from '../../../components/ui/icons';
import { CLOCK_WARNING_SECONDS, formatClock, spokenClock } from '../lib/clock';
import styles from './test-page.module.css';

/** Minutes announced to screen readers as the end nears (the timer itself is not read aloud each second). */
const ANNOUNCE_AT = [300, 60];

/**
 * The header timer of timed tests (S, F): mm:ss, in the warning colour in the last minute, with a
 * pause sign while it stands still for an answer waiting for the connection.
 */
export function TestClock({ seconds, stopped = false }: { seconds: number; stopped?: boolean }) {
  const warn = seconds <= CLOCK_WARNING_SECONDS;
  const whole = Math.ceil(seconds);
  const announce = ANNOUNCE_AT.find((mark) => whole <= mark && whole > mark - 30);
  return (
    <div
      className={`${styles.clock} ${warn ? styles.clockWarn : ''} ${stopped ? styles.clockStopped : ''}`}
      role="timer"
      aria-label={`${spokenClock(seconds)}${stopped ? ', stopped while your answer waits' : ''}`}
    >
      <Icon name={stopped ? 'pause' : 'clock'} size={18} />
      <span aria-hidden="true">{formatClock(seconds)}</span>
      <span className="visually-hidden" aria-live="polite">
        {announce ? spokenClock(announce) : ''}
      </span>
    </div>
  );
}
