import { clientMessages } from '#shared/errors';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useReconnecting } from '../../lib/reconnecting';
import styles from './offline-banner.module.css';

/** Said while a call waits to be sent again (lib/api-retry.ts), instead of an error. */
export const RECONNECTING = 'Reconnecting…';

/**
 * The connection banner across the top of every page: 'App is Offline' (spec 01 §2) while the browser
 * has no connection, 'Reconnecting…' while a call waits to be sent again, each with what the waiting
 * call says is safe ('Your answer is saved on this device.'). One polite live region that is always
 * in the page, so screen readers announce each change without moving focus.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { waiting, note } = useReconnecting();
  const shown = !online || waiting;
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {shown ? (
        <div
          className={online ? styles.reconnecting : styles.banner}
          data-connection={online ? 'reconnecting' : 'offline'}
        >
          {online ? <span className={styles.pulse} aria-hidden="true" /> : null}
          <span className={styles.title}>{online ? RECONNECTING : clientMessages.offline}</span>
          {note ? <span className={styles.note}>{note}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
