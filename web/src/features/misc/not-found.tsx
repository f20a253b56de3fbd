import { clientMessages } from '#shared/errors';
import { ButtonLink } from '../../components/ui/button';
import { MessageCard } from '../../components/ui/message-card';
import { homePath, useSession } from '../../lib/session';

/** Unknown paths (spec 01 §2): the catalogue's '404 ERROR! Oops page not found', and a way home. */
export function NotFound() {
  const session = useSession();
  return (
    <>
      <title>Page not found · Fluentia</title>
      <MessageCard
        icon="compass"
        title={clientMessages.notFound}
        actions={
          <ButtonLink to={homePath(session)}>{session ? 'Go to My Dashboard' : 'Go to the home page'}</ButtonLink>
        }
      >
        <p>The address may be mistyped, or the page may have moved.</p>
      </MessageCard>
    </>
  );
}
