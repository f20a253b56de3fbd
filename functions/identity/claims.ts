import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { Caller } from '#shared/api/caller';

/**
 * The claims a Cognito ID token carries for Fluentia (custom attributes of the user pool), and
 * how they become a Caller. The local identity adapter signs tokens with exactly these claims, so
 * one mapping serves both worlds; so do the product's learner sessions. Child-delegation tokens add
 * the acting parent.
 */
export const claimNames = {
  userType: 'custom:user_type',
  retail: 'custom:retail',
  orgId: 'custom:org_id',
  actingParent: 'acting_parent',
  /** Cognito puts the user's groups in every ID token it issues; the local adapter signs the same claim. */
  groups: 'cognito:groups',
} as const;

/** Staff groups (docs/coach.md, "Coaches"; docs/organisations.md, "Admins"): made by an operator, never a sign-in. */
export const COACH_GROUP = 'coach';
export const ORG_ADMIN_GROUP = 'orgadmin';
export const STAFF_GROUPS = [COACH_GROUP, ORG_ADMIN_GROUP] as const;

/**
 * Which verifier passed the token: Cognito's ID token (`id`; the local signer's in its place), a
 * child-delegation token, or a learner session the product issued (docs/identity.md, Tokens).
 */
export type TokenKind = 'id' | 'delegation' | 'session';

export function callerFromClaims(payload: JwtPayload, kind: TokenKind = 'id'): Caller | undefined {
  const userId = payload.sub;
  const type = payload[claimNames.userType];
  if (typeof userId !== 'string' || !userId) return undefined;
  if (type !== 'T' && type !== 'k' && type !== 'w') return undefined;
  const caller: Caller = { userId, type, retail: payload[claimNames.retail] === '1' };
  const orgId = payload[claimNames.orgId];
  if (typeof orgId === 'string' && orgId) caller.orgId = orgId;
  const parent = payload[claimNames.actingParent];
  if (kind === 'delegation') {
    // A delegation token must name its parent and can only make its bearer a junior.
    if (typeof parent !== 'string' || !parent || type !== 'w') return undefined;
    caller.actingParentId = parent;
    return caller; // a child token is never staff, whatever it claims
  }
  // A learner session is its own account's, never a parent's acting: one naming a parent is forged.
  // It is never staff either: coaches sign in with a PIN through Cognito.
  if (kind === 'session') return parent === undefined ? caller : undefined;
  const groups = payload[claimNames.groups];
  if (type === 'T' && Array.isArray(groups) && groups.includes(COACH_GROUP)) caller.coach = true;
  if (type === 'T' && Array.isArray(groups) && groups.includes(ORG_ADMIN_GROUP)) caller.orgAdmin = true;
  return caller;
}
