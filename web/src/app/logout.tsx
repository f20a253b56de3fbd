import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { apiCall } from '../lib/api-client';
import { clearSession, getSession, type Session } from '../lib/session';
import { toast } from '../lib/toast';

const LOGOUT_CALL_WAIT_MS = 3_000;

/**
 * /logout (spec 01 §4): end the session, then go to /junior/signin for juniors, /parent/login for
 * parents, else /. It is a screen rather than a route loader on purpose: the session is cleared only
 * once /logout is showing, so the guard of the page being left never sees a signed-out visitor and
 * redirects them to the login page with a return path instead.
 */
export function logoutDestination(session: Session | null): string {
  if (session?.userType === 'w') return paths.juniorSignin;
  if (session?.isParent) return paths.parentLogin;
  return paths.login;
}

export function Logout() {
  const navigate = useNavigate();
  // Read before anything is cleared; the initializer runs before any effect.
  const [destination] = useState(() => logoutDestination(getSession()));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void (async () => {
      // `GET v1/logout` revokes the refresh token and clears its cookie; it needs the token, so it
      // goes first. Its failure must not keep anyone signed in, hence the catch; and a token failure
      // must not send the visitor to / instead of their own sign-in page.
      // A server that does not answer must not hold the visitor here either: wait 3 s at most.
      if (getSession()) {
        const call = apiCall('logout', undefined, undefined, { endSessionOnTokenFailure: false }).catch(
          () => undefined,
        );
        await Promise.race([call, new Promise((resolve) => setTimeout(resolve, LOGOUT_CALL_WAIT_MS))]);
      }
      clearSession();
      toast.clear();
      await navigate(destination, { replace: true });
    })();
  }, [destination, navigate]);

  return <Spinner page label="Signing out…" />;
}
