import { refreshCookie } from '../lib/cookies';
import { identity } from './identity';
import { waitOutMarker } from './end-tokens';
import type { UserRecord } from './users';

/** Issues a signed-in user's tokens: the ID token for the response, the refresh token as a cookie. */
export async function startSession(user: UserRecord, keepalive = true): Promise<{ token: string; expiresIn: number; cookies: string[] }> {
  await waitOutMarker(user.userId);
  const tokens = await (await identity()).issue(user, { keepalive });
  return { token: tokens.idToken, expiresIn: tokens.expiresIn, cookies: [refreshCookie(tokens.refreshToken, tokens.refreshMaxAge)] };
}
