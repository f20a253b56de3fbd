import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { MessageCard } from '../../components/ui/message-card';
import { homePath, useSession } from '../../lib/session';
import { isTopNavHidden, matchAppPath } from '../../config/paths';

/**
 * The one screen every registered path shows until its real screen is built. It says so plainly:
 * no sample data, no form that does nothing. Each later issue points its path at its own screen.
 */
export function NotYetAvailable() {
  const { pathname } = useLocation();
  const session = useSession();
  const appPath = matchAppPath(pathname);
  const title = appPath?.title ?? 'Fluentia';
  const home = homePath(session);
  // Pages without the top navigation carry the brand themselves.
  const brand = isTopNavHidden(appPath, session) ? <Logo size={36} /> : undefined;
  return (
    <>
      <title>{`${title} · Fluentia`}</title>
      <MessageCard
        icon="hourglass"
        eyebrow="Coming soon"
        title={title}
        brand={brand}
        actions={
          pathname === home ? undefined : (
            <ButtonLink to={home}>{session ? 'Go to My Dashboard' : 'Go to the home page'}</ButtonLink>
          )
        }
      >
        <p>This part of Fluentia is not built yet, so there is nothing to do here for now.</p>
        <p>We are working on it and it will appear at this address when it is ready.</p>
      </MessageCard>
    </>
  );
}
