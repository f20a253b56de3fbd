import { clientMessages } from '#shared/errors';
import { useOnlineStatus } from '../../hooks/use-online-status';
import styles from './offline-banner.module.css';

/** 'App is Offline' (spec 01 §2) across the top while the browser has no connection. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div role="status" className={styles.banner}>
      {clientMessages.offline}
    </div>
  );
}
