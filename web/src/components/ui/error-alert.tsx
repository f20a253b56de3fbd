import { clientMessages, defaultSupport } from '#shared/errors';
import { isApiError } from '../../lib/api-error';
import { Icon } from './icons';
import styles from './error-alert.module.css';

/**
 * The danger alert of spec 01 §8: shows a failed call's message. Network failures also show the
 * support-phone line; anything that is not an ApiError is shown as the generic network message,
 * because raw exception text means nothing to a learner.
 */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const known = isApiError(error) ? error : undefined;
  const message = known?.message ?? clientMessages.network;
  const support = known ? known.support : clientMessages.support(defaultSupport.phone);
  return (
    <div role="alert" className={styles.alert}>
      <Icon name="alert" />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {support ? <p className={styles.support}>{support}</p> : null}
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
