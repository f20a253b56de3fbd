import { successMessages } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { clearedRefreshCookie, readCookie, REFRESH_COOKIE } from '../../lib/cookies';
import { identity } from '../identity';

/** GET v1/logout: revokes this session's refresh token and removes its cookie. */
export const handler = http('logout', async ({ event }) => {
  const refreshToken = readCookie(event, REFRESH_COOKIE);
  if (refreshToken) await (await identity()).revoke(refreshToken);
  return { ...ok(null, successMessages.loggedOut), cookies: [clearedRefreshCookie()] };
});
