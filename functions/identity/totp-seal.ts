import { deriveKey, openBytes, sealBytes } from '../lib/aead';
import { keyMaterial } from '../lib/secrets';

/**
 * A staff authenticator's secret as the table keeps it (decision 570): AES-256-GCM under a key derived
 * (HKDF-SHA-256) from the environment's staff MFA key and bound to the account (its id is the
 * associated data), so the table, its exports and its backups hold no usable secret, and a sealed
 * value copied to another account does not open. The key material is a Secrets Manager secret on AWS
 * (STAFF_MFA_KEY_SECRET names it; generated at creation, read once per process), and the local
 * stack's own per data folder locally (STAFF_MFA_KEY, infra/local/stack.ts).
 */
const VERSION = 'v1';
const material = keyMaterial({ secretVar: 'STAFF_MFA_KEY_SECRET', localVar: 'STAFF_MFA_KEY', what: 'staff MFA key' });

async function keyFor(userId: string): Promise<Buffer> {
  return deriveKey(await material.get(), userId, 'fluentia staff totp');
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
  material.forget();
}
