import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The local stand-in for Cognito's signing key: an RS256 key pair kept in the local data folder,
 * so tokens survive a restart. The authorizer gets the public half as a preloaded JWKS.
 */
export const localIdentity = {
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_FluentiaL',
  clientId: 'fluentia-local-web-client',
} as const;

export const localIssuer = `https://cognito-idp.${localIdentity.region}.amazonaws.com/${localIdentity.userPoolId}`;

export interface LocalKeys {
  privateJwk: JWK;
  jwks: { keys: JWK[] };
}

export async function loadOrCreateKeys(dir: string): Promise<LocalKeys> {
  const file = path.join(dir, 'identity-signing-key.json');
  if (existsSync(file)) return withJwks(JSON.parse(readFileSync(file, 'utf8')) as JWK);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: `local-${Date.now()}` };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600 });
  return withJwks(privateJwk);
}

function withJwks(privateJwk: JWK): LocalKeys {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return { privateJwk, jwks: { keys: [publicJwk] } };
}
