import { createHash } from 'node:crypto';

/**
 * The local stack's licence key hash key (functions/core/licence-keys.ts; decision 0771): of its data
 * folder, derived from its identity key, as a deployed environment's is its Secrets Manager secret. A
 * module of its own, so the tests that write keys into a test stack derive the same without loading
 * the stack.
 */
export function localLicenceHashKey(privateJwk: unknown): string {
  return createHash('sha256')
    .update(`licence-key-hash:${JSON.stringify(privateJwk)}`)
    .digest('base64url');
}
