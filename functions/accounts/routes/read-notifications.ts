import { http, ok } from '../../lib/http';
import { markRead } from '../../core/notifications';

/** POST v1/notifications: mark the given notifications (or all shown) read. */
export const handler = http('readNotifications', async ({ caller, input }) =>
  ok({ unread: await markRead(caller.userId, input.ids) }, 'Marked as read.'),
);
