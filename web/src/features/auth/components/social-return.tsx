import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { loginWithSocial } from '../api/sign-in';
import { forgetPendingSearch, pendingSearch, readSocialReturn } from '../api/social-sign-in';
import { sessionFromLogin } from '../api/start-session';
import { homeAfterLogin } from '../../../lib/destinations';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import styles from './auth.module.css';
import { Waiting } from './waiting';
import { MfaStep } from './mfa-step';
import { isMfaStep, type MfaStepData } from '#shared/api/contract';

/** The login page's own query again, still marked as a social return (so this screen stays). */
function restoredSearch(saved: string): string {
  const query = new URLSearchParams(saved);
  query.set('social_return', '1');
  return `?${query.toString()}`;
}

/**
 * Back from Google or Facebook: hand the provider's ID token to POST v1/login (social payload),
 * then continue as any sign-in. The login page's query from before the detour is put back in the
 * address first, so this screen and the login page's guard agree on where to go next; the
 * provider's token leaves the address bar and the history at the same moment.
 */
export function SocialReturn() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [error, setError] = useState<unknown>(null);
  const [mfa, setMfa] = useState<{ step: MfaStepData; domain: 'google' | 'fb' } | null>(null);
  const [search] = useState(() => restoredSearch(pendingSearch()));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    forgetPendingSearch();
    void (async () => {
      try {
        // flushSync: the restored query must be on screen before the session is stored, or the
        // guard would route the new session by the old query.
        const payload = await readSocialReturn(hash).finally(() =>
          navigate({ pathname: '/', search }, { replace: true, flushSync: true }),
        );
        const { data } = await loginWithSocial(payload);
        // A staff account's provider sign-in opens the authenticator step first (decision 570).
        if (isMfaStep(data)) setMfa({ step: data, domain: payload.social_domain });
        else finish(sessionFromLogin(data), payload.social_domain, { search, home: homeAfterLogin(data) });
      } catch (cause) {
        setError(cause);
      }
    })();
  }, [finish, hash, navigate, search]);

  const back = new URLSearchParams(search);
  back.delete('social_return');
  const backSearch = back.toString();
  if (mfa) {
    const restart = () =>
      void navigate({ pathname: '/', search: backSearch ? `?${backSearch}` : '' }, { replace: true });
    return (
      <MfaStep
        step={mfa.step}
        onSignedIn={(data) => finish(sessionFromLogin(data), mfa.domain, { search, home: homeAfterLogin(data) })}
        onRestart={restart}
      />
    );
  }
  if (!error) return <Waiting label="Signing you in…" />;
  return (
    <div className={styles.stack}>
      <ErrorAlert error={error} />
      <Link to={{ pathname: '/', search: backSearch ? `?${backSearch}` : '' }}>Back to sign in</Link>
    </div>
  );
}
