import { Button, ButtonLink } from '../../../components/ui/button';
import { MessageCard } from '../../../components/ui/message-card';

/**
 * A test page opened without a connection and with no copy of it on this device (decision 378): a
 * calm offline state, never an error page. Its screen opens the test by itself when the browser is
 * back online (resume-screen.tsx); Try again asks at once.
 */
export function OfflineScreen({
  onRetry,
  exitPath,
  exitLabel,
}: {
  onRetry: () => void;
  exitPath: string;
  exitLabel: string;
}) {
  return (
    <MessageCard
      icon="offline"
      title="You are offline"
      actions={
        <>
          <Button onClick={onRetry}>Try again</Button>
          <ButtonLink variant="ghost" to={exitPath} replace>
            {exitLabel}
          </ButtonLink>
        </>
      }
    >
      <p>This test opens again by itself as soon as you are back online.</p>
      <p>
        Your answers are safe: the ones you have submitted are saved. The clock of a timed test keeps running while you
        are away.
      </p>
    </MessageCard>
  );
}
