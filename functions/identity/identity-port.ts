import type { UserRecord } from './users';

/**
 * The Identity port: once a sign-in rule has passed, it issues the session's tokens, refreshes and
 * revokes them. Cognito on AWS (custom auth with a one-time proof), a local signer otherwise; both
 * issue ID tokens in Cognito's format, so the authorizer verifies them with the same code.
 */
export interface Tokens {
  idToken: string;
  refreshToken: string;
  /** Seconds the ID token lives. */
  expiresIn: number;
  /** Seconds the refresh cookie should live; undefined makes it a browser-session cookie. */
  refreshMaxAge: number | undefined;
}

export interface Identity {
  issue(user: UserRecord, options: { keepalive: boolean }): Promise<Tokens>;
  /**
   * Readies the identity store for an account that will sign in later (a child a parent adds), so
   * its first sign-in, perhaps on an olympiad morning, writes nothing there.
   */
  provision(user: UserRecord): Promise<void>;
  refresh(refreshToken: string): Promise<{ idToken: string; expiresIn: number } | undefined>;
  revoke(refreshToken: string): Promise<void>;
}
