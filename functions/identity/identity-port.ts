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

/**
 * The request a sign-in came in, as the API saw it: Cognito's threat protection scores the learner's
 * device and address from this (the admin calls' ContextData), not the Lambda's.
 */
export interface SignInContext {
  ipAddress: string;
  serverName: string;
  serverPath: string;
  headers: Array<{ headerName: string; headerValue: string }>;
}

export interface IssueOptions {
  keepalive: boolean;
  context?: SignInContext | undefined;
  /**
   * A staff member's first authenticator code (decision 570): the adapter confirms the software token
   * associated by `associateSoftwareToken` with it and makes TOTP the user's MFA before the tokens
   * are given; a code the identity provider refuses fails the sign-in.
   */
  totpSetupCode?: string | undefined;
}

export interface Identity {
  issue(user: UserRecord, options: IssueOptions): Promise<Tokens>;
  refresh(refreshToken: string): Promise<Refreshed | undefined>;
  revoke(refreshToken: string): Promise<void>;
}

/** The identity provider's software-token MFA (Cognito's AssociateSoftwareToken), for staff accounts. */
export interface SoftwareTokens {
  /** Associates a new TOTP secret with the user (not yet enabled) and returns it, base32. */
  associateSoftwareToken(user: UserRecord, context?: SignInContext): Promise<string>;
}
