import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { clearSession, getSession, type Session } from '../lib/session';
import { toast } from '../lib/toast';

/**
 * /logout (spec 01 §4): end the session, then go to /junior/signin for juniors, /parent/login for
 * parents, else /. It is a screen rather than a route loader on purpose: the session is cleared only
 * once /logout is showing, so the guard of the page being left never sees a signed-out visitor and
 * redirects them to the login page with a return path instead.
 */
export function logoutDestination(session: Session | null): string {
  if (session?.userType === 'w') return paths.juniorSignin;
  if (session?.userType === 'k') return paths.parentLogin;
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
      // The spec's `GET logout` call belongs here, before the session is cleared (it needs the
      // token), once shared/api/routes.ts has a `logout` row:
      //   await apiCall('logout').catch(() => undefined);
      // Its failure must not keep anyone signed in, hence the catch.
      clearSession();
      toast.clear();
      await navigate(destination, { replace: true });
    })();
  }, [destination, navigate]);

  return <Spinner page label="Signing out…" />;
}
