import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { sendDeletionCode } from '../account-deletion';

/** POST v1/privacy/delete_account_code: a code to the account's own phone or e-mail, to confirm deleting it. */
export const handler = http('deleteAccountCode', async ({ caller }) => {
  const user = await requireUser(caller.userId);
  return ok(await sendDeletionCode(user), 'Code sent.');
});
