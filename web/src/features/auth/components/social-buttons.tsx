import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { SocialProvider } from '#shared/schemas/auth';
import { socialSignIn } from '../api/social-sign-in';
import styles from './auth.module.css';

/** 'Continue with Google' and 'Continue with Facebook' (spec 01 §2, login page). */
export function SocialButtons({ search }: { search: string }) {
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  const start = (provider: SocialProvider) => {
    setLeaving(provider);
    // On success the browser leaves the page; if loading the sign-in code failed, let them retry.
    socialSignIn(provider, search).catch(() => setLeaving(null));
  };
  return (
    <div className={styles.socials}>
      <Button
        variant="secondary"
        className={styles.social}
        busy={leaving === 'google'}
        disabled={leaving !== null}
        onClick={() => start('google')}
        aria-label="Sign in with Google"
      >
        {leaving === 'google' ? null : <GoogleMark />}
        Google
      </Button>
      <Button
        variant="secondary"
        className={styles.social}
        busy={leaving === 'fb'}
        disabled={leaving !== null}
        onClick={() => start('fb')}
        aria-label="Sign in with Facebook"
      >
        {leaving === 'fb' ? null : <FacebookMark />}
        Facebook
      </Button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.8c-.5-1.4-.8-3-.8-4.8s.3-3.3.8-4.8l-7.8-6C1 16.5 0 20.1 0 24s1 7.5 2.7 10.8l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.7l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.1 15.5l.5-3.5h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5V5c0 0-1.4-.2-2.7-.2-2.7 0-4.5 1.7-4.5 4.7V12H5.6v3.5h3v8.4c.6.1 1.2.1 1.8.1s1.2 0 1.8-.1v-8.4h2.9z"
      />
    </svg>
  );
}
