import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { deleteAccount } from '../account-deletion';

/** POST v1/privacy/delete_account: the code confirms; every session ends and the undo window starts. */
export const handler = http('deleteAccount', async ({ caller, input }) => {
  const user = await requireUser(caller.userId);
  return ok(await deleteAccount(user, input.otp), 'Your account is set to be deleted.');
});
