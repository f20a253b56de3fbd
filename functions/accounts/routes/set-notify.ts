import { http, ok } from '../../lib/http';
import { updateUser } from '../../core/users';
import { requireUser } from '../../core/profile';

/** POST v1/checknotify: turn course progress and update notifications on or off. */
export const handler = http('setNotify', async ({ caller, input }) => {
  await requireUser(caller.userId);
  await updateUser(caller.userId, { isSubscribe: input.notify_is_on });
  return ok({ notify_is_on: input.notify_is_on }, 'Saved.');
});
