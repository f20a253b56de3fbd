import type { Identity } from './identity-port';
import { cognitoIdentity } from './cognito-identity';

/**
 * Chooses the Identity adapter (identity-port.ts) once per process: Cognito on AWS, the local signer
 * otherwise. The port lives in its own file so the adapters need not import this chooser back. The
 * Cognito adapter is imported statically (its SDK client is still loaded on first use): a module
 * reached through import() makes esbuild evaluate whole SDK packages at start (docs/performance.md).
 * On Lambda IDENTITY_MODE is fixed at build time, so the local branch is not in the bundle.
 */
let chosen: Promise<Identity> | undefined;

export function identity(): Promise<Identity> {
  chosen ??=
    process.env.IDENTITY_MODE === 'cognito'
      ? Promise.resolve(cognitoIdentity)
      : import('./local-identity').then((m) => m.localIdentity);
  return chosen;
}
