import { refreshCookie } from '../lib/cookies';
import { identity } from './identity';
import { waitOutMarker } from './end-tokens';
import type { OtpVerifiedData } from '#shared/api/contract';
import { displayName, type UserRecord } from './users';

/** Issues a signed-in user's tokens: the ID token for the response, the refresh token as a cookie. */
export async function startSession(user: UserRecord, keepalive = true): Promise<{ token: string; expiresIn: number; cookies: string[] }> {
  await waitOutMarker(user.userId);
  const tokens = await (await identity()).issue(user, { keepalive });
  return { token: tokens.idToken, expiresIn: tokens.expiresIn, cookies: [refreshCookie(tokens.refreshToken, tokens.refreshMaxAge)] };
}

/**
 * The answer of a code that signs someone in (POST v1/verifyloginotp, POST v1/becomeparent/verify):
 * a new session and who it belongs to. The refresh cookie travels beside it.
 */
export async function otpVerifiedAnswer(
  user: UserRecord,
  facts: { newUser: boolean; hasChildLicense: boolean },
): Promise<{ data: OtpVerifiedData; cookies: string[] }> {
  const session = await startSession(user);
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
