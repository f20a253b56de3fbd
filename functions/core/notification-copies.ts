import { log } from '../lib/log';
import { messages } from '../lib/messages';
import type { UserRecord } from './users';

/**
 * The e-mail copy of a notification (spec 01 §3): sent through the Messages port (the local outbox)
 * only when the user's notification setting is on and they have an e-mail. A copy that cannot be
 * sent is logged; the notification itself is already stored.
 */
export async function emailCopy(user: UserRecord | undefined, subject: string, text: string): Promise<void> {
  if (!user?.email || user.isSubscribe === false) return;
  await messages()
    .send({ channel: 'email', to: user.email, subject, text })
    .catch((error: unknown) => log.warn('notification.copy_failed', { userId: user.userId, error: String(error) }));
}
