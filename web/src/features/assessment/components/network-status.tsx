import { ErrorAlert } from '../../../components/ui/error-alert';
import { Icon } from '../../../components/ui/icons';
import type { QueuedAnswer } from '../lib/answer-queue';
import { formatClock } from '../lib/clock';
import styles from './network-status.module.css';

/**
 * What the test page says about the connection (docs/decisions.md 372, 377): the answers saved on
 * this device that wait to be sent, what the clock does meanwhile, and, once every retry has failed,
 * the spec's network message (spec 01 §8) with Try again. While all is well it says nothing; the
 * banner at the top of the page says 'App is Offline' or 'Reconnecting…'.
 */
export interface NetworkStatusProps {
  /** This attempt's answers still on this device (normally one: the next page comes with its answer). */
  waiting: readonly QueuedAnswer[];
  /** Something is wrong with the connection (offline, retrying, or the retries failed). */
  troubled: boolean;
  online: boolean;
  /** The send failed after every retry: the error to show (the answer still waits). */
  failed: unknown;
  /** Timed tests: seconds the clock may still stand still for the waiting answer (null: untimed). */
  stopLeft: number | null;
  onRetry: () => void;
}

const pageName = (a: QueuedAnswer) =>
  a.questionIds.length > 1 ? `Questions ${a.number} to ${a.number + a.questionIds.length - 1}` : `Question ${a.number}`;

function clockLine(stopLeft: number | null, waiting: boolean): string | null {
  if (stopLeft === null) return null;
  if (!waiting) return 'The clock keeps running while you answer, and stops while an answer waits to be sent.';
  if (stopLeft > 0)
    return `The clock is stopped while your answer waits (for up to ${formatClock(stopLeft)} more), and that time is given back.`;
  return 'The clock is running again: this test has given back all the waiting time it can (a tenth of its length).';
}

export function NetworkStatus({ waiting, troubled, online, failed, stopLeft, onRetry }: NetworkStatusProps) {
  const shown = waiting.length > 0 && troubled;
  if (!shown && online) return null;
  const clock = clockLine(stopLeft, shown);
  return (
    <section className={styles.panel} aria-label="Connection">
      {shown && failed ? <ErrorAlert error={failed} onRetry={onRetry} /> : null}
      <div className={styles.status} role="status">
        <Icon name={online ? 'hourglass' : 'offline'} />
        <div className={styles.text}>
          {shown ? (
            <>
              <p className={styles.title}>Saved on this device, waiting to be sent</p>
              <ul className={styles.list}>
                {waiting.map((a) => (
                  <li key={a.key}>{pageName(a)}</li>
                ))}
              </ul>
              <p>
                {online
                  ? 'It is sent again by itself until the server has it.'
                  : 'It is sent by itself as soon as you are back online.'}
              </p>
            </>
          ) : (
            <>
              <p className={styles.title}>You are offline.</p>
              <p>
                You can go on answering: your answer is saved on this device when you submit it, and sent as soon as you
                are back online.
              </p>
            </>
          )}
          {clock ? <p>{clock}</p> : null}
        </div>
      </div>
    </section>
  );
}
