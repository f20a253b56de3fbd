import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { localIdentity, localIssuer } from '../../infra/local/identity-keys';
import { claimNames } from '../../functions/identity/claims';
import { signDelegationToken, signIdToken, signLearnerSession } from './tokens';

/**
 * Tokens an attacker could present, each naming a real user (`sub`), so a refusal proves the
 * authorizer checked the token and not merely that the user is unknown. The authorizer must refuse
 * every one of them (docs/security.md).
 */
export type ForgedKind =
  | 'bad signature'
  | 'alg none'
  | 'expired'
  | 'wrong audience'
  | 'wrong issuer'
  | 'access token use'
  | 'tampered payload'
  | 'HS256 with the public key'
  | 'delegation signed by another key'
  | 'session signed by another key'
  | 'session token of delegation use'
  | 'delegation token of session use'
  | 'session token naming a parent'
  | 'garbage';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function forgedTokens(
  signingKey: JWK,
  victim: { userId: string; type: 'T' | 'k' | 'w' },
): Promise<Record<ForgedKind, string>> {
  const claims = { sub: victim.userId, type: victim.type, retail: true };
  const { privateKey: strangerKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = signingKey.kid ?? 'k';
  const payload = {
    sub: victim.userId,
    token_use: 'id',
    iss: localIssuer,
    aud: localIdentity.clientId,
    [claimNames.userType]: victim.type,
    [claimNames.retail]: '1',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const genuine = await signIdToken(signingKey, claims);
  const [header, , signature] = genuine.split('.');
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = signingKey;
  const hmacKey = new TextEncoder().encode(JSON.stringify(publicJwk));
  return {
    'bad signature': await new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid }).sign(strangerKey),
    'alg none': `${b64({ alg: 'none', kid })}.${b64(payload)}.`,
    expired: await signIdToken(signingKey, claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    'wrong audience': await signIdToken(signingKey, claims, { audience: 'some-other-client' }),
    'wrong issuer': await signIdToken(signingKey, claims, {
      issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_stranger',
    }),
    'access token use': await signIdToken(signingKey, claims, { tokenUse: 'access' }),
    'tampered payload': `${header}.${b64({ ...payload, [claimNames.userType]: 'k' })}.${signature}`,
    'HS256 with the public key': await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid }).sign(hmacKey),
    'delegation signed by another key': await signDelegationToken(
      { ...(await exportJWK(strangerKey)), kid },
      { childId: victim.userId, parentId: 'someone' },
    ),
    // Learner sessions (a junior's, a licence key's) signed with the product's own key: each is
    // refused for its use or claims alone, never taken as a child token nor a child token as one.
    'session signed by another key': await signLearnerSession(
      { ...(await exportJWK(strangerKey)), kid },
      { sub: victim.userId, type: victim.type },
    ),
    'session token of delegation use': await signLearnerSession(
      signingKey,
      { sub: victim.userId, type: 'w', extra: { acting_parent: 'someone' } },
      { tokenUse: 'delegation' },
    ),
    'delegation token of session use': await signDelegationToken(
      signingKey,
      { childId: victim.userId },
      { tokenUse: 'session' },
    ),
    'session token naming a parent': await signLearnerSession(signingKey, {
      sub: victim.userId,
      type: 'w',
      extra: { acting_parent: 'someone' },
    }),
    garbage: 'not-a-token',
  };
}
