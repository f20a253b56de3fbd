import { deriveKey, openBytes, sealBytes } from './aead';

/**
 * The answer an idempotency record keeps, sealed (docs/security.md, "Stored answers"). Answers hold
 * secrets: a new child's PIN, a payment's txnToken, signed file links. The record is sealed with
 * AES-256-GCM under a key derived (HKDF-SHA-256) from the request's own `idempotency-key`, which the
 * server never stores (Powertools keeps only its SHA-256), bound to the caller. So the table and its
 * backups hold ciphertext only, and only the client that sent the key, retrying, can open its answer.
 */
const INFO = 'fluentia idempotent answer v1';

const keyFor = (idempotencyKey: string, userId: string) => deriveKey(idempotencyKey, userId, INFO);

export interface Sealed {
  sealed: string;
}

/** Written as base64 of iv (12 bytes), tag (16) and ciphertext. */
export function sealAnswer(answer: unknown, idempotencyKey: string, userId: string): Sealed {
  const { iv, tag, body } = sealBytes(keyFor(idempotencyKey, userId), userId, JSON.stringify(answer ?? null));
  return { sealed: Buffer.concat([iv, tag, body]).toString('base64') };
}

export function openAnswer(stored: Sealed, idempotencyKey: string, userId: string): unknown {
  const bytes = Buffer.from(stored.sealed, 'base64');
  return JSON.parse(
    openBytes(keyFor(idempotencyKey, userId), userId, {
      iv: bytes.subarray(0, 12),
      tag: bytes.subarray(12, 28),
      body: bytes.subarray(28),
    }),
  );
}
