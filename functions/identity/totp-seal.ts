import { deriveKey, openBytes, sealBytes } from '../lib/aead';
import { environment } from '../lib/config';
import { readSecretString } from '../lib/secrets';

/**
 * A staff authenticator's secret as the table keeps it (decision 570): AES-256-GCM under a key derived
 * (HKDF-SHA-256) from the environment's staff MFA key and bound to the account (its id is the
 * associated data), so the table, its exports and its backups hold no usable secret, and a sealed
 * value copied to another account does not open. The key material is a Secrets Manager secret on AWS
 * (STAFF_MFA_KEY_SECRET names it; generated at creation, read once per process), and the local
 * stack's own per data folder locally (STAFF_MFA_KEY, infra/local/stack.ts).
 */
const VERSION = 'v1';
let material: Promise<Buffer> | undefined;

async function fromSecret(secretId: string): Promise<Buffer> {
  const key = (JSON.parse((await readSecretString(secretId)) ?? '{}') as { key?: unknown }).key;
  if (typeof key !== 'string' || key.length < 32) throw new Error('The staff MFA key secret has no key.');
  return Buffer.from(key, 'utf8');
}

function keyMaterial(env: NodeJS.ProcessEnv = environment()): Promise<Buffer> {
  if (material) return material;
  const secretId = env.STAFF_MFA_KEY_SECRET;
  const local = env.STAFF_MFA_KEY;
  if (!secretId && !local)
    return Promise.reject(new Error('No staff MFA key is configured (STAFF_MFA_KEY_SECRET or STAFF_MFA_KEY).'));
  material = secretId ? fromSecret(secretId) : Promise.resolve(Buffer.from(local!, 'utf8'));
  material.catch(() => (material = undefined)); // a failed read is tried again next time
  return material;
}

async function keyFor(userId: string): Promise<Buffer> {
  return deriveKey(await keyMaterial(), userId, 'fluentia staff totp');
}

/** Written as `v1.<iv>.<ciphertext>.<tag>`, each part base64url. */
export async function sealTotpSecret(userId: string, secret: string): Promise<string> {
  const { iv, body, tag } = sealBytes(await keyFor(userId), userId, secret);
  return [VERSION, ...[iv, body, tag].map((part) => part.toString('base64url'))].join('.');
}

/** The secret, or undefined when the value was not sealed for this account with this key. */
export async function openTotpSecret(userId: string, sealed: string): Promise<string | undefined> {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag) return undefined;
  try {
    return openBytes(await keyFor(userId), userId, {
      iv: Buffer.from(iv, 'base64url'),
      body: Buffer.from(body, 'base64url'),
      tag: Buffer.from(tag, 'base64url'),
    });
  } catch {
    return undefined;
  }
}

/** Tests only: read the key material again. */
export function forgetStaffMfaKey(): void {
  material = undefined;
}
