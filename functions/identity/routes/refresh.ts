import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { countMetric } from '../../lib/metrics';
import { clearedRefreshCookie, readCookie, refreshCookie, REFRESH_COOKIE } from '../../lib/cookies';
import { refreshSession } from '../session';

/**
 * POST v1/refresh: the refresh cookie buys a new ID token, so a session outlives the hour. A deleted
 * child, an account merged into another, and a session that began before the account's tokens were
 * ended (logout elsewhere, a new PIN) get none, whichever adapter issued the refresh token. A
 * learner session's refresh token is replaced at each use: the new one comes back as the cookie.
 */
export const handler = http('refresh', async ({ event }) => {
  const refreshToken = readCookie(event, REFRESH_COOKIE);
  const fresh = refreshToken ? await refreshSession(refreshToken) : undefined;
  // 'Token is Invalid' is the message the web answers by ending the session (spec 01 §4).
  if (!fresh) throw new AppError('sessionExpired', { cookies: [clearedRefreshCookie()] });
  countMetric('SessionRefreshes');
  const cookies = fresh.rotated ? [refreshCookie(fresh.rotated.refreshToken, fresh.rotated.refreshMaxAge)] : [];
  return { ...ok({ token: fresh.idToken, expires_in: fresh.expiresIn }, 'Session refreshed.'), cookies };
});
