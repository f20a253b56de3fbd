import { http, ok } from '../../lib/http';
import { updateUser } from '../../core/users';
import { requireUser } from '../../core/profile';

/** POST v1/updateSubscribe: the dashboard's subscribe choice. */
export const handler = http('updateSubscribe', async ({ caller, input }) => {
  await requireUser(caller.userId);
  await updateUser(caller.userId, { isSubscribe: input.isSubscribe });
  return ok({ isSubscribe: input.isSubscribe }, 'Saved.');
});
