import { identity } from './identity';
import { endFamilyOf, isProductRefreshToken } from './session-families';

/**
 * Ends this refresh token's session at logout (the account's marker ends the rest): a learner
 * session's family (./product-identity.ts revokes the same way), or Cognito's token. Apart from
 * ./session.ts so the logout function bundles neither the signer nor KMS.
 */
export async function endSession(refreshToken: string): Promise<void> {
  if (isProductRefreshToken(refreshToken)) await endFamilyOf(refreshToken);
  else await (await identity()).revoke(refreshToken);
}
