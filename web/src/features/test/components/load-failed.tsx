import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { isApiError } from '../../../lib/api-error';
import styles from './test-page.module.css';

/**
 * A start, an attempt or a review that could not be loaded. The server's refusals (no attempts
 * left, a locked or unbought activity, a finished test) are shown with the way back; a network
 * failure also offers Try again.
 */
export function LoadFailed({ error, exitPath, exitLabel, onRetry }: { error: unknown; exitPath: string; exitLabel: string; onRetry: () => void }) {
  const refused = isApiError(error) && error.kind === 'api';
  return (
    <div className={styles.screen}>
      <div className={styles.centred}>
        <div className={styles.main}>
          <ErrorAlert error={error} {...(refused ? {} : { onRetry })} />
          <div>
            <ButtonLink to={exitPath} replace>
              {exitLabel}
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}
