import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';

/** GET v1/checknotify: the notifications toggle, which is the profile's subscribe choice (docs/decisions.md). */
export const handler = http('notify', async ({ caller }) =>
  ok({ notify_is_on: (await requireUser(caller.userId)).isSubscribe ?? false }),
);
