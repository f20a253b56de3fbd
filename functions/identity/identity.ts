import { world } from '../lib/config';
import { importFromSource } from '../lib/import-beside';
import type { Identity, SoftwareTokens } from './identity-port';
import { awsIdentity } from './adapters/aws-identity';

/**
 * The Identity adapter of this world (./identity-port.ts), chosen once per process: Cognito on AWS,
 * the local signer otherwise. The Cognito adapter is imported statically (its SDK client is still
 * loaded on first use): a module reached through import() makes esbuild evaluate whole SDK packages
 * at start (docs/performance.md). The local adapter runs only from source, so no bundle carries it.
 */
let chosen: Promise<Identity & SoftwareTokens> | undefined;

export function identity(): Promise<Identity & SoftwareTokens> {
  chosen ??=
    world() === 'aws'
      ? Promise.resolve(awsIdentity)
      : importFromSource<{ localIdentity: Identity & SoftwareTokens }>(
          './adapters/local-identity.ts',
          import.meta.url,
        ).then((m) => m.localIdentity);
  return chosen;
}
