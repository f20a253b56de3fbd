import { randomUUID } from 'node:crypto';
import type { NotificationItem } from '#shared/api/contract-accounts';
import * as keys from '../data/keys';
import type { TransactItem } from '../lib/transactions';
import * as z from 'zod/mini';
import { oneOf, record, type ItemSchema } from '../lib/stored-items';
import { markNotificationRead, newestNotifications, notificationItems } from './store';

/**
 * A user's notifications (spec 01 §3): items `USER#<id>` / `NOTE#<iso time>#<id>`, so one Query
 * newest first reads the latest. The part after `NOTE#` is the id the web sends back to mark read.
 */
export const NOTIFICATIONS_SHOWN = 50;
const NOTE_ID = /^\d{4}-\d\d-\d\dT[\d:.]+Z#[0-9a-f-]{36}$/;

export type NewNotification = Pick<NotificationItem, 'message' | 'target' | 'status'>;

interface StoredNotification extends NewNotification {
  noteId: string;
  unread: boolean;
  createdAt: string;
}

const notificationSchema: ItemSchema<StoredNotification> = z.looseObject({
  noteId: z.string(),
  message: z.string(),
  target: z._default(z.nullable(record<NonNullable<NotificationItem['target']>>()), null),
  status: oneOf<NotificationItem['status']>(),
  unread: z.boolean(),
  createdAt: z.string(),
});

function item(userId: string, note: NewNotification, now = new Date()) {
  const createdAt = now.toISOString();
  const noteId = `${createdAt}#${randomUUID()}`;
  return { ...keys.notification(userId, noteId), entity: 'notification', noteId, ...note, unread: true, createdAt };
}

/** A notification to write in the same transaction as the event it reports. */
export function notificationPut(userId: string, note: NewNotification): TransactItem {
  return notificationItems.put(item(userId, note));
}

export async function listNotifications(userId: string): Promise<NotificationItem[]> {
  return (await newestNotifications(userId, NOTIFICATIONS_SHOWN, notificationSchema)).map((n) => ({
    id: n.noteId,
    message: n.message,
    target: n.target ?? null,
    status: n.status,
    unread: n.unread,
    created_at: n.createdAt,
  }));
}

/**
 * Marks the given notifications (or, without ids, every shown one) read and returns how many shown
 * remain unread. Ids are looked up under the caller's own partition, so another user's id is no-op.
 */
export async function markRead(userId: string, ids?: string[]): Promise<number> {
  const shown = await listNotifications(userId);
  const wanted = new Set((ids ?? shown.map((n) => n.id)).filter((id) => NOTE_ID.test(id)));
  const targets = shown.filter((n) => n.unread && wanted.has(n.id));
  await Promise.all(
    targets.map((n) =>
      markNotificationRead(userId, n.id).catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      }),
    ),
  );
  return shown.filter((n) => n.unread && !wanted.has(n.id)).length;
}
