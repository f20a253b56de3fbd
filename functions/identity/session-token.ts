import { customAttributes } from './id-token-claims';
import { rules } from '../core/security-rules';
import { signProductToken } from './token-signer';
import type { UserRecord } from '../core/users';
import { required } from '../lib/config';

/**
 * The ID token of a session the product issues itself (a junior's, a licence key's; docs/identity.md,
 * "Learner sessions"): the claims a Cognito ID token carries for the authorizer (`sub`, the custom
 * attributes, `auth_time`), a use of its own (`session`, never `id` nor `delegation`) and the issuer
 * SESSION_ISSUER, signed by the product's key like a child-delegation token. It names no acting
 * parent and no staff group, whatever the account.
 */
export const SESSION_TOKEN_USE = 'session';

/** `authTime`: the sign-in the session began with, kept across refreshes (the "valid after" marker compares it). */
export async function signSessionToken(
  user: UserRecord,
  authTime: number,
): Promise<{ idToken: string; expiresIn: number }> {
  const expiresIn = rules.idTokenSeconds;
  const idToken = await signProductToken(
    { sub: user.userId, token_use: SESSION_TOKEN_USE, auth_time: authTime, ...customAttributes(user) },
    {
      issuer: required('SESSION_ISSUER', 'Session'),
      audience: required('COGNITO_CLIENT_ID', 'Session'),
      expiresInSeconds: expiresIn,
    },
  );
  return { idToken, expiresIn };
}
