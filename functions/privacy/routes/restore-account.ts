import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { restoreAccount } from '../account-deletion';

/** POST v1/privacy/restore_account: the owner keeps the account, within its undo window. */
export const handler = http('restoreAccount', async ({ caller }) => {
  const user = await requireUser(caller.userId);
  return ok(await restoreAccount(user), 'Your account will not be deleted.');
});
