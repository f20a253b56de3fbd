import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived by HKDF-SHA-256, bound to associated data (an account id): the one
 * way the server seals what it keeps (stored idempotent answers, lib/sealed-answer.ts; staff
 * authenticator secrets, identity/totp-seal.ts). Callers choose how the parts are written down.
 */
export interface SealedParts {
  iv: Buffer;
  tag: Buffer;
  body: Buffer;
}

export function deriveKey(material: string | Buffer, salt: string | Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, salt, info, 32));
}

export function sealBytes(key: Buffer, aad: string, plaintext: string): SealedParts {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

/** The plaintext; throws when the parts were not sealed under this key and associated data. */
export function openBytes(key: Buffer, aad: string, { iv, tag, body }: SealedParts): string {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
