import { claimNames } from './claims';
import { rules } from '../core/security-rules';
import { signProductToken } from './token-signer';
import type { UserRecord } from '../core/users';
import { required } from '../lib/config';

/**
 * Child-delegation tokens: a parent acting for their own child (spec 01 §4). Signed by the
 * product's key (./token-signer.ts: KMS on AWS, the local key locally), with a use of their own.
 */
export const DELEGATION_TOKEN_USE = 'delegation';

export async function signChildToken(
  child: UserRecord,
  parentId: string,
): Promise<{ token: string; expiresIn: number }> {
  const claims = {
    sub: child.userId,
    token_use: DELEGATION_TOKEN_USE,
    [claimNames.userType]: 'w',
    [claimNames.retail]: child.retail ? '1' : '0',
    [claimNames.orgId]: child.orgId ?? '',
    [claimNames.actingParent]: parentId,
  };
  const expiresIn = rules.delegationSeconds;
  const token = await signProductToken(claims, {
    issuer: required('DELEGATION_ISSUER', 'Delegation'),
    audience: required('COGNITO_CLIENT_ID', 'Delegation'),
    expiresInSeconds: expiresIn,
  });
  return { token, expiresIn };
}
