import { clientMessages } from '#shared/errors';
import { ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { isApiError } from '../../../lib/api-error';
import styles from './test-page.module.css';

/**
 * A start, an attempt or a review that could not be loaded. The server's refusals (no attempts
 * left, a locked or unbought activity, a finished test) are shown with the way back; a network
 * failure also offers Try again.
 */
export function LoadFailed({
  error,
  exitPath,
  exitLabel,
  onRetry,
}: {
  error: unknown;
  exitPath: string;
  exitLabel: string;
  onRetry: () => void;
}) {
  const refused = isApiError(error) && error.kind === 'api';
  if (isApiError(error) && error.key === 'attemptNotFound')
    return <RetakeDialog message={error.message} exitPath={exitPath} />;
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

/**
 * Spec 01 §8's mandatory-OK variant (decision 443): the attempt a link or a reload named is gone
 * (another device's account merge, an old link), so there is nothing to continue. One button,
 * 'Please retake the test.', back to the course (/mycourse) where the activity starts again.
 */
function RetakeDialog({ message, exitPath }: { message: string; exitPath: string }) {
  return (
    <div className={styles.screen}>
      <Modal
        open
        mandatory
        onClose={() => {}}
        title={message}
        actions={
          <ButtonLink to={exitPath} replace>
            {clientMessages.retakeTest}
          </ButtonLink>
        }
      >
        <p>Open the activity again from your course to start a new attempt.</p>
      </Modal>
    </div>
  );
}
