import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { clearedRefreshCookie, readCookie, REFRESH_COOKIE } from '../../lib/cookies';
import { identity } from '../identity';
import { getUser, isActiveUser } from '../users';

/** The `sub` of an ID token the Identity port has just issued (so it needs no second verification). */
function subjectOf(idToken: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST v1/refresh: the refresh cookie buys a new ID token, so a session outlives the hour. A deleted
 * child or an account merged into another gets none, whichever adapter issued the refresh token.
 */
export const handler = http('refresh', async ({ event }) => {
  const refreshToken = readCookie(event, REFRESH_COOKIE);
  const fresh = refreshToken ? await (await identity()).refresh(refreshToken) : undefined;
  const sub = fresh ? subjectOf(fresh.idToken) : undefined;
  const user = sub ? await getUser(sub) : undefined;
  // 'Token is Invalid' is the message the web answers by ending the session (spec 01 §4).
  if (!fresh || !user || !isActiveUser(user)) throw new AppError('sessionExpired', { cookies: [clearedRefreshCookie()] });
  return ok({ token: fresh.idToken, expires_in: fresh.expiresIn }, 'Session refreshed.');
});
