import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { clearedRefreshCookie, readCookie, REFRESH_COOKIE } from '../../lib/cookies';
import { identity } from '../identity';
import { getUser, isActiveUser } from '../users';
import { issuedAtOf, stillValid } from '../token-marker';

/** The claims of an ID token the Identity port has just issued (so it needs no second verification). */
function claimsOf(idToken: string): { sub?: unknown; auth_time?: unknown; iat?: unknown } {
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
  } catch {
    return {};
  }
}

/**
 * POST v1/refresh: the refresh cookie buys a new ID token, so a session outlives the hour. A deleted
 * child, an account merged into another, and a session that began before the account's tokens were
 * ended (logout elsewhere, a new PIN: its sign-in time is older than the marker) get none,
 * whichever adapter issued the refresh token.
 */
export const handler = http('refresh', async ({ event }) => {
  const refreshToken = readCookie(event, REFRESH_COOKIE);
  const fresh = refreshToken ? await (await identity()).refresh(refreshToken) : undefined;
  const claims = fresh ? claimsOf(fresh.idToken) : {};
  const sub = typeof claims.sub === 'string' ? claims.sub : undefined;
  const user = sub ? await getUser(sub) : undefined;
  const live = user && isActiveUser(user) && (await stillValid(issuedAtOf(claims), [user.userId]));
  // 'Token is Invalid' is the message the web answers by ending the session (spec 01 §4).
  if (!fresh || !live) throw new AppError('sessionExpired', { cookies: [clearedRefreshCookie()] });
  return ok({ token: fresh.idToken, expires_in: fresh.expiresIn }, 'Session refreshed.');
});
