import { refreshCookie } from '../lib/cookies';
import { identity } from './identity';
import type { IssueOptions, Refreshed, SignInContext } from './identity-port';
import { productIdentity } from './product-identity';
import { isProductRefreshToken } from './session-families';
import { sessionStillLive, waitOutMarker } from './end-tokens';
import { issuedAtOf } from './token-marker';
import type { OtpVerifiedData } from '#shared/api/contract';
import { displayName, getUser, type UserRecord } from '../core/users';

/**
 * Who issues a session: the product itself for the ways in that carry an olympiad's children (a
 * junior's username and PIN, an organisation's licence key: no Cognito call), Cognito for the others
 * (docs/identity.md, "Learner sessions").
 */
export type SessionIssuer = 'product' | 'cognito';

/** Issues a signed-in user's tokens: the ID token for the response, the refresh token as a cookie. */
export async function startSession(
  user: UserRecord,
  options: Partial<IssueOptions> & { issuer?: SessionIssuer } = {},
): Promise<{ token: string; expiresIn: number; cookies: string[] }> {
  await waitOutMarker(user.userId);
  const { issuer, keepalive, ...rest } = options;
  const adapter = issuer === 'product' ? productIdentity : await identity();
  const tokens = await adapter.issue(user, { ...rest, keepalive: keepalive ?? true });
  return {
    token: tokens.idToken,
    expiresIn: tokens.expiresIn,
    cookies: [refreshCookie(tokens.refreshToken, tokens.refreshMaxAge)],
  };
}

/**
 * A new ID token for a refresh token, or undefined. The product's refresh tokens carry their own
 * prefix and go to its adapter; any other is Cognito's. A deleted child, an account merged into
 * another and a session that began before the account's tokens were ended get none, whichever
 * adapter: the product's checks before it signs, Cognito's answer is checked here.
 */
export async function refreshSession(refreshToken: string): Promise<Refreshed | undefined> {
  if (isProductRefreshToken(refreshToken)) return productIdentity.refresh(refreshToken);
  const fresh = await (await identity()).refresh(refreshToken);
  const claims = fresh ? claimsOf(fresh.idToken) : {};
  const user = typeof claims.sub === 'string' ? await getUser(claims.sub) : undefined;
  return fresh && user && (await sessionStillLive(user, issuedAtOf(claims))) ? fresh : undefined;
}

/** The claims of an ID token an adapter has just issued (so it needs no second verification). */
function claimsOf(idToken: string): { sub?: unknown; auth_time?: unknown; iat?: unknown } {
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
  } catch {
    return {};
  }
}

/**
 * The answer of a code that signs someone in (POST v1/verifyloginotp, POST v1/becomeparent/verify):
 * a new session and who it belongs to. The refresh cookie travels beside it.
 */
export async function otpVerifiedAnswer(
  user: UserRecord,
  facts: { newUser: boolean; hasChildLicense: boolean },
  context?: SignInContext,
): Promise<{ data: OtpVerifiedData; cookies: string[] }> {
  const session = await startSession(user, { context });
  const data: OtpVerifiedData = {
    token: session.token,
    expires_in: session.expiresIn,
    user_id: user.userId,
    user_name: displayName(user),
    user_phone: user.phone ?? null,
    user_email: user.email ?? null,
    new_user: facts.newUser,
    isParent: user.type === 'k',
    hasChildLicense: facts.hasChildLicense,
    user_type: user.type,
    is_retail: user.retail,
  };
  return { data, cookies: session.cookies };
}
