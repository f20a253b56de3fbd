import { AppError } from '#shared/errors';
import { http, ok } from '../lib/http';
import { clearedRefreshCookie, readCookie, REFRESH_COOKIE } from '../lib/cookies';
import { identity } from '../identity/identity';

/** POST v1/refresh: the refresh cookie buys a new ID token, so a session outlives the hour. */
export const handler = http('refresh', async ({ event }) => {
  const refreshToken = readCookie(event, REFRESH_COOKIE);
  const fresh = refreshToken ? await (await identity()).refresh(refreshToken) : undefined;
  // 'Token is Invalid' is the message the web answers by ending the session (spec 01 §4).
  if (!fresh) throw new AppError('sessionExpired', { cookies: [clearedRefreshCookie()] });
  return ok({ token: fresh.idToken, expires_in: fresh.expiresIn }, 'Session refreshed.');
});
