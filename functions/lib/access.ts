import type { Caller } from '#shared/api/caller';
import type { RouteDef } from '#shared/api/routes';
import { AppError } from '#shared/errors';

/**
 * The route's access rule against the caller the authorizer verified. On AWS a request without a
 * valid token never reaches a protected handler (the authorizer stops it); this check is the
 * second line and the place where roles (adult, parent, junior, coach, organisation admin) are enforced.
 */
export function checkAccess(route: RouteDef, caller: Caller | undefined): void {
  if (route.access === 'public') return;
  if (!caller) throw new AppError('tokenMissing');
  const actingForChild = Boolean(caller.actingParentId);
  switch (route.access) {
    case 'signedIn':
      return;
    case 'adult':
      if (caller.type === 'w' || actingForChild) throw new AppError('forbidden');
      return;
    case 'buyer':
      // A parent acting for a child buys for that child (the delegation token names both); a junior never buys.
      if (caller.type === 'w' && !actingForChild) throw new AppError('forbidden');
      return;
    case 'parent':
      if (caller.type !== 'k' || actingForChild) throw new AppError('forbidden');
      return;
    case 'junior':
      if (caller.type !== 'w') throw new AppError('forbidden');
      return;
    case 'coach':
      if (!caller.coach || caller.type !== 'T' || actingForChild) throw new AppError('forbidden');
      return;
    case 'orgAdmin':
      // The group only opens the door: each handler reads the organisation off the account (functions/orgs/admin.ts).
      if (!caller.orgAdmin || caller.type !== 'T' || actingForChild) throw new AppError('forbidden');
      return;
  }
}
