/**
 * Who is calling, as the authorizer hands it to handlers (spec 01 §3: user types T, k, w).
 * On AWS this travels in the Lambda authorizer's context, whose values are strings; `fromContext`
 * and `toContext` are the only two places that know that encoding.
 */
export type UserType = 'T' | 'k' | 'w';

export interface Caller {
  userId: string;
  /** T regular learner, k parent, w junior. A parent acting for a child is the child's type. */
  type: UserType;
  retail: boolean;
  orgId?: string;
  /** Set when a parent acts for a child with a child-delegation token. */
  actingParentId?: string;
  /** A staff coach (the `coach` group: a Cognito group on AWS, the user record's `groups` locally). */
  coach?: boolean;
  /**
   * An organisation's admin (the `orgadmin` group, as coaches'). Which organisation is read from the account on each
   * request (decision 0772), never from the token.
   */
  orgAdmin?: boolean;
}

export type AuthorizerContext = Record<string, string>;

export function toContext(caller: Caller): AuthorizerContext {
  const ctx: AuthorizerContext = { userId: caller.userId, type: caller.type, retail: caller.retail ? '1' : '0' };
  if (caller.orgId) ctx.orgId = caller.orgId;
  if (caller.actingParentId) ctx.actingParentId = caller.actingParentId;
  if (caller.coach) ctx.coach = '1';
  if (caller.orgAdmin) ctx.orgAdmin = '1';
  return ctx;
}

export function fromContext(ctx: Record<string, unknown> | undefined | null): Caller | undefined {
  if (!ctx || typeof ctx.userId !== 'string' || !ctx.userId) return undefined;
  const type = ctx.type;
  if (type !== 'T' && type !== 'k' && type !== 'w') return undefined;
  const caller: Caller = { userId: ctx.userId, type, retail: ctx.retail === '1' || ctx.retail === true };
  if (typeof ctx.orgId === 'string' && ctx.orgId) caller.orgId = ctx.orgId;
  if (typeof ctx.actingParentId === 'string' && ctx.actingParentId) caller.actingParentId = ctx.actingParentId;
  if (ctx.coach === '1' || ctx.coach === true) caller.coach = true;
  if (ctx.orgAdmin === '1' || ctx.orgAdmin === true) caller.orgAdmin = true;
  return caller;
}
