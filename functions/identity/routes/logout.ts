import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { clearedRefreshCookie, readCookie, REFRESH_COOKIE } from '../../lib/cookies';
import { endSession } from '../session-end';
import { endTokens } from '../end-tokens';

/**
 * GET v1/logout: ends every token of the account, on every device (its "valid after" marker; a
 * parent acting for a child signs the parent out, which ends the child tokens they were given too),
 * revokes this session's refresh token (Cognito's, or the product's family) and removes its cookie.
 */
export const handler = http('logout', async ({ event, caller }) => {
  await endTokens(caller.actingParentId ?? caller.userId);
  const refreshToken = readCookie(event, REFRESH_COOKIE);
  if (refreshToken) await endSession(refreshToken);
  return { ...ok(null, successMessages.loggedOut), cookies: [clearedRefreshCookie()] };
});
