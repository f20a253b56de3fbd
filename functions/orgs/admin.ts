import type { Caller } from '#shared/api/caller';
import { AppError } from '#shared/errors';
import { readOrg, type OrgRecord } from '../core/store';
import { getUser, type UserRecord } from '../core/users';

/**
 * Which organisation an admin's request reaches (decision 0772): the one their account administers,
 * read from the account on every request (strongly consistent), never from the token or the request.
 * An operator removing an admin (npm run org:admin remove) takes the organisation off the account,
 * so the next request is refused even while a token of theirs is still alive.
 */
export interface AdminScope {
  admin: UserRecord;
  org: OrgRecord;
}

export async function adminScope(caller: Caller): Promise<AdminScope> {
  const admin = await getUser(caller.userId);
  const orgId =
    admin?.groups?.includes('orgadmin') && !admin.deletedAt && !admin.mergedInto ? admin.orgAdminOf : undefined;
  const org = orgId ? await readOrg(orgId, true) : undefined;
  if (!admin || !org) throw new AppError('notAnOrgAdmin');
  return { admin, org };
}
