import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { safeReturnPath, userHome } from '../../../lib/destinations';
import { getSession, setSession } from '../../../lib/session';
import { validateUser } from '../api/validate-user';
import { sessionFromSso } from '../api/start-session';
import { AuthLayout } from './auth-layout';
import styles from './auth.module.css';
import { Waiting } from './waiting';

/** Spec 01 §9: "single sign-on redirect delay 2 seconds". */
export const SSO_REDIRECT_DELAY_MS = 2_000;
// Parameters of the sign-on link itself; the rest of its query goes on to the return path.
const OWN_PARAMS = ['token', 'return_path', 'sso'];

/** The return path with the rest of the sign-on link's query (spec 01 §2: "plus its search string"). */
export function ssoDestination(search: string, home: string): string {
  const query = new URLSearchParams(search);
  const url = new URL(safeReturnPath(query.get('return_path')) ?? home, 'http://x');
  for (const [name, value] of query)
    if (!OWN_PARAMS.includes(name) && !url.searchParams.has(name)) url.searchParams.append(name, value);
  return url.pathname + url.search + url.hash;
}

/**
 * /sso?token=…&return_path=…: validates the token handed over (or the stored one), stores the
 * session, waits 2 seconds, then goes to the return path with its search string. `sso=0` in the
 * link is kept in the session (the purchase page then hides its navigation).
 */
export function SsoPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [handedOver] = useState(() => new URLSearchParams(search).get('token') ?? undefined);
  const [token] = useState(() => handedOver ?? getSession()?.token);
  const [destination, setDestination] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return; // StrictMode runs effects twice in development
    started.current = true;
    validateUser(handedOver).then(
      ({ data }) => {
        const session = sessionFromSso(data, new URLSearchParams(search).get('sso') === '0' ? '0' : '1');
        setSession(session);
        setDestination(ssoDestination(search, userHome(session)));
      },
      (cause: unknown) => setError(cause),
    );
  }, [handedOver, search, token]);

  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => void navigate(destination, { replace: true }), SSO_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  const failed = !token || error;
  return (
    <AuthLayout title={failed ? 'We could not sign you in' : 'Signing you in'}>
      {failed ? (
        <div className={styles.stack}>
          {token ? (
            <ErrorAlert error={error} />
          ) : (
            <p className={styles.muted}>This sign-in link is not complete: it carries no token.</p>
          )}
          <Link to={paths.login}>Go to the sign-in page</Link>
        </div>
      ) : (
        <Waiting label="Signing you in…" />
      )}
    </AuthLayout>
  );
}
