import { Link } from 'react-router-dom';
import { clientMessages } from '#shared/errors';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-error';
import { supportLine } from '../../lib/session';
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
  const support = known ? known.support : supportLine();
  return (
    <div role="alert" className={styles.alert}>
      <Icon name="alert" />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {support ? <p className={styles.support}>{support}</p> : null}
        {/* Spec 01 §8: 'Please complete your background profile information…' comes with a link to Profile. */}
        {known?.key === 'backgroundNeeded' ? (
          <Link className={styles.retry} to={paths.profile}>
            Go to Profile
          </Link>
        ) : null}
        {onRetry && known?.key !== 'backgroundNeeded' ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
