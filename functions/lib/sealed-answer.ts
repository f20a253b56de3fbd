import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The answer an idempotency record keeps, sealed (docs/security.md, "Stored answers"). Answers hold
 * secrets: a new child's PIN, a payment's txnToken, signed file links. The record is sealed with
 * AES-256-GCM under a key derived (HKDF-SHA-256) from the request's own `idempotency-key`, which the
 * server never stores (Powertools keeps only its SHA-256), bound to the caller. So the table and its
 * backups hold ciphertext only, and only the client that sent the key, retrying, can open its answer.
 */
const INFO = 'fluentia idempotent answer v1';

function keyFor(idempotencyKey: string, userId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', idempotencyKey, userId, INFO, 32));
}

export interface Sealed {
  sealed: string;
}

export function sealAnswer(answer: unknown, idempotencyKey: string, userId: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(idempotencyKey, userId), iv);
  cipher.setAAD(Buffer.from(userId));
  const text = Buffer.concat([cipher.update(JSON.stringify(answer ?? null), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64') };
}

export function openAnswer(stored: Sealed, idempotencyKey: string, userId: string): unknown {
  const bytes = Buffer.from(stored.sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(idempotencyKey, userId), bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}
