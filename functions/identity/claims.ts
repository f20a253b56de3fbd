import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { Caller } from '#shared/api/caller';

/**
 * The claims a Cognito ID token carries for Fluentia (custom attributes of the user pool), and
 * how they become a Caller. The local identity adapter signs tokens with exactly these claims, so
 * one mapping serves both worlds. Child-delegation tokens add the acting parent.
 */
export const claimNames = {
  userType: 'custom:user_type',
  retail: 'custom:retail',
  orgId: 'custom:org_id',
  actingParent: 'acting_parent',
} as const;

export function callerFromClaims(payload: JwtPayload, options: { delegation: boolean } = { delegation: false }): Caller | undefined {
  const userId = payload.sub;
  const type = payload[claimNames.userType];
  if (typeof userId !== 'string' || !userId) return undefined;
  if (type !== 'T' && type !== 'k' && type !== 'w') return undefined;
  const caller: Caller = { userId, type, retail: payload[claimNames.retail] === '1' };
  const orgId = payload[claimNames.orgId];
  if (typeof orgId === 'string' && orgId) caller.orgId = orgId;
  if (options.delegation) {
    const parent = payload[claimNames.actingParent];
    // A delegation token must name its parent and can only make its bearer a junior.
    if (typeof parent !== 'string' || !parent || type !== 'w') return undefined;
    caller.actingParentId = parent;
  }
  return caller;
}
