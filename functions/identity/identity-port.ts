import type { UserRecord } from '../core/users';

/**
 * The Identity port: once a sign-in rule has passed, it issues the session's tokens, refreshes and
 * revokes them. Two adapters serve it: Cognito on AWS (custom auth with a one-time proof; the local
 * signer in its place locally), both issuing ID tokens in Cognito's format, and the product's own
 * learner sessions (./product-identity.ts: a junior's and a licence key's, signed by the product's
 * key in both worlds). The authorizer verifies all of them.
 */
export interface Tokens {
  idToken: string;
  refreshToken: string;
  /** Seconds the ID token lives. */
  expiresIn: number;
  /** Seconds the refresh cookie should live; undefined makes it a browser-session cookie. */
  refreshMaxAge: number | undefined;
}

/** A refresh's answer: a new ID token, and a new refresh token when the adapter rotates them. */
export interface Refreshed {
  idToken: string;
  expiresIn: number;
  rotated?: { refreshToken: string; refreshMaxAge: number | undefined };
}

export interface Identity {
  issue(user: UserRecord, options: { keepalive: boolean }): Promise<Tokens>;
  refresh(refreshToken: string): Promise<Refreshed | undefined>;
  revoke(refreshToken: string): Promise<void>;
}
