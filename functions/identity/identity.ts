import type { Identity } from './identity-port';

/**
 * Chooses the Identity adapter (identity-port.ts) once per process: Cognito on AWS, the local signer
 * otherwise. The port lives in its own file so the adapters need not import this chooser back.
 */
let chosen: Promise<Identity> | undefined;

export function identity(): Promise<Identity> {
  chosen ??=
    process.env.IDENTITY_MODE === 'cognito'
      ? import('./cognito-identity').then((m) => m.cognitoIdentity)
      : import('./local-identity').then((m) => m.localIdentity);
  return chosen;
}
