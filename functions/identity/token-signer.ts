import type { KMSClient } from '@aws-sdk/client-kms';
import type { JWTPayload } from 'jose';
import { config, setting, world } from '../lib/config';
import { importFromSource } from '../lib/import-beside';
import { standsFor } from '../lib/traffic-recorder';
import { traced } from '../lib/trace-calls';

/**
 * Signs the tokens the product issues itself, child-delegation tokens and learner sessions: RS256
 * JWTs signed by one KMS asymmetric key on AWS (DELEGATION_KEY_ID; the private key never leaves
 * KMS, RSASSA_PKCS1_V1_5_SHA_256, the only algorithm the functions' kms:Sign grant allows) and by
 * the local key locally. One KMS Sign per token, against "Cryptographic operations (RSA) request
 * rate" (docs/operations.md, "Before an olympiad").
 */
let kms: KMSClient | undefined;

export async function signProductToken(
  claims: JWTPayload,
  options: { issuer: string; audience: string; expiresInSeconds: number },
): Promise<string> {
  // Locally (no key) the local key signs and the traffic recorder hears the one KMS Sign it stands
  // for. The local signer (and jose) runs only from source, so no Lambda bundle carries it.
  const keyId = setting('DELEGATION_KEY_ID');
  if (world() === 'local' && !keyId) {
    standsFor([{ service: 'kms', operation: 'Sign' }]);
    const { signLocal } = await importFromSource<typeof import('./local-signer')>('./local-signer.ts', import.meta.url);
    return signLocal(claims, options);
  }
  if (!keyId) throw new Error('Signing configuration is incomplete: DELEGATION_KEY_ID');

  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', kid: keyId.split('/').pop() };
  const payload = {
    ...claims,
    iss: options.issuer,
    aud: options.audience,
    iat: now,
    exp: now + options.expiresInSeconds,
  };
  const input = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(payload))}`;
  // KMS loads on the first token this instance signs, not at start (docs/performance.md).
  const { KMSClient, SignCommand } = await import('@aws-sdk/client-kms');
  kms ??= traced(new KMSClient({ region: config().region }));
  const signed = await kms.send(
    new SignCommand({
      KeyId: keyId,
      Message: Buffer.from(input),
      MessageType: 'RAW',
      SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
    }),
  );
  if (!signed.Signature) throw new Error('KMS returned no signature.');
  return `${input}.${Buffer.from(signed.Signature).toString('base64url')}`;
}

function b64(text: string): string {
  return Buffer.from(text).toString('base64url');
}
