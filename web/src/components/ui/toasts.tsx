import { toast, useToasts } from '../../lib/toast';
import { Icon } from './icons';
import styles from './toasts.module.css';

/**
 * Renders the toast store. The live region is always in the page, because screen readers only
 * announce changes inside a region that already exists.
 */
export function Toasts() {
  const toasts = useToasts();
  return (
    <div className={styles.viewport} role="region" aria-label="Notifications" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${t.kind === 'error' ? styles.error : styles.success}`}>
          <Icon name={t.kind === 'error' ? 'alert' : 'check'} />
          <p className={styles.message}>{t.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => toast.dismiss(t.id)}
            aria-label="Dismiss notification"
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
