import { SignJWT, importJWK, type JWK, type JWTPayload } from 'jose';
import { required } from '../lib/config';

/** Signs JWTs with the local key (LOCAL_SIGNING_JWK), standing in for Cognito and KMS locally. */
let key: Promise<{ key: CryptoKey | Uint8Array; kid: string }> | undefined;

function signingKey() {
  key ??= (async () => {
    const raw = required('LOCAL_SIGNING_JWK', 'Local identity');
    const jwk = JSON.parse(raw) as JWK;
    return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid ?? 'local' };
  })();
  return key;
}

export async function signLocal(
  claims: JWTPayload,
  options: { issuer: string; audience: string; expiresInSeconds: number },
): Promise<string> {
  const { key: k, kid } = await signingKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + options.expiresInSeconds)
    .sign(k);
}
