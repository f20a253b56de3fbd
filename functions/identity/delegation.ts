import type { KMSClient } from '@aws-sdk/client-kms';
import { claimNames } from './claims';
import { config } from '../lib/config';
import { rules } from './security-rules';
import { signLocal } from './local-signer';
import type { UserRecord } from './users';
import { standsFor } from '../lib/traffic-recorder';

/**
 * Child-delegation tokens: a parent acting for their own child (spec 01 §4). RS256 JWTs signed by a
 * KMS asymmetric key on AWS (the private key never leaves KMS) and by the local key locally.
 */
export const DELEGATION_TOKEN_USE = 'delegation';

let kms: KMSClient | undefined;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Delegation configuration is incomplete: ${name}`);
  return value;
}

export async function signChildToken(child: UserRecord, parentId: string): Promise<{ token: string; expiresIn: number }> {
  const issuer = required('DELEGATION_ISSUER');
  const audience = required('COGNITO_CLIENT_ID');
  const claims = {
    sub: child.userId,
    token_use: DELEGATION_TOKEN_USE,
    [claimNames.userType]: 'w',
    [claimNames.retail]: child.retail ? '1' : '0',
    [claimNames.orgId]: child.orgId ?? '',
    [claimNames.actingParent]: parentId,
  };
  const expiresIn = rules.delegationSeconds;
  const keyId = process.env.DELEGATION_KEY_ID;
  if (!keyId) {
    standsFor([{ service: 'kms', operation: 'Sign' }]); // what the KMS path below asks of AWS (traffic recorder)
    return { token: await signLocal(claims, { issuer, audience, expiresInSeconds: expiresIn }), expiresIn };
  }

  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', kid: keyId.split('/').pop() };
  const payload = { ...claims, iss: issuer, aud: audience, iat: now, exp: now + expiresIn };
  const input = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(payload))}`;
  // KMS loads on the first child token, not at start (docs/performance.md).
  const { KMSClient, SignCommand } = await import('@aws-sdk/client-kms');
  kms ??= new KMSClient({ region: config().region });
  const signed = await kms.send(
    new SignCommand({ KeyId: keyId, Message: Buffer.from(input), MessageType: 'RAW', SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256' }),
  );
  if (!signed.Signature) throw new Error('KMS returned no signature.');
  return { token: `${input}.${Buffer.from(signed.Signature).toString('base64url')}`, expiresIn };
}

function b64(text: string): string {
  return Buffer.from(text).toString('base64url');
}
