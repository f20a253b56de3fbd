import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';

/** GET v1/privacy/status: whether the signed-in account is set to be deleted, and when. */
export const handler = http('privacyStatus', async ({ caller }) => {
  const user = await requireUser(caller.userId);
  return ok({ erase_after: user.eraseAfter ?? null });
});
