import { http, ok } from '../../lib/http';
import { listNotifications } from '../../core/notifications';

/** GET v1/notifications: the user's latest notifications, newest first. */
export const handler = http('notifications', async ({ caller }) => {
  const notifications = await listNotifications(caller.userId);
  return ok({ notifications, unread: notifications.filter((n) => n.unread).length });
});
