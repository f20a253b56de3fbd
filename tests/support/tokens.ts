import { SignJWT, importJWK, type JWK } from 'jose';
import { localIssuer, localIdentity } from '../../infra/local/identity-keys';
import { claimNames } from '../../functions/identity/claims';

/** Signs an ID token in Cognito's format with a local key, for authorizer and API tests. */
export async function signIdToken(
  privateJwk: JWK,
  claims: { sub: string; type: 'T' | 'k' | 'w'; retail?: boolean; orgId?: string; groups?: string[] },
  overrides: { issuer?: string; audience?: string; expiresIn?: string | number; tokenUse?: string } = {},
): Promise<string> {
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({
    token_use: overrides.tokenUse ?? 'id',
    [claimNames.userType]: claims.type,
    [claimNames.retail]: claims.retail ? '1' : '0',
    ...(claims.orgId ? { [claimNames.orgId]: claims.orgId } : {}),
    ...(claims.groups ? { [claimNames.groups]: claims.groups } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid ?? 'k' })
    .setSubject(claims.sub)
    .setIssuer(overrides.issuer ?? localIssuer)
    .setAudience(overrides.audience ?? localIdentity.clientId)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(key);
}

export const testDelegationIssuer = 'https://fluentia.app/test/delegation';

/** Signs a child-delegation token as POST v1/usertoken does locally. */
export async function signDelegationToken(
  privateJwk: JWK,
  claims: { childId: string; parentId?: string; type?: string },
  overrides: { issuer?: string; expiresIn?: string | number; tokenUse?: string } = {},
): Promise<string> {
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({
    token_use: overrides.tokenUse ?? 'delegation',
    [claimNames.userType]: claims.type ?? 'w',
    [claimNames.retail]: '1',
    ...(claims.parentId ? { [claimNames.actingParent]: claims.parentId } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid ?? 'k' })
    .setSubject(claims.childId)
    .setIssuer(overrides.issuer ?? testDelegationIssuer)
    .setAudience(localIdentity.clientId)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(key);
}

export const testSessionIssuer = 'https://fluentia.app/test/session';

/** Signs a learner session's ID token as a junior's or a licence key's sign-in does locally. */
export async function signLearnerSession(
  privateJwk: JWK,
  claims: { sub: string; type?: 'T' | 'k' | 'w'; orgId?: string; authTime?: number; extra?: Record<string, unknown> },
  overrides: { issuer?: string; audience?: string; expiresIn?: string | number; tokenUse?: string } = {},
): Promise<string> {
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({
    token_use: overrides.tokenUse ?? 'session',
    auth_time: claims.authTime ?? Math.floor(Date.now() / 1000),
    [claimNames.userType]: claims.type ?? 'w',
    [claimNames.retail]: '1',
    [claimNames.orgId]: claims.orgId ?? '',
    ...claims.extra,
  })
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid ?? 'k' })
    .setSubject(claims.sub)
    .setIssuer(overrides.issuer ?? testSessionIssuer)
    .setAudience(overrides.audience ?? localIdentity.clientId)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(key);
}
