import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import { prefixes, userPk } from '../../data/keys';
import type { TransactItem } from '../../lib/transactions';
import { parseItems, type ItemSchema } from '../../lib/stored-items';

// Notifications (../notifications.ts): under the user, newest first by sort key.
export const notificationItems = {
  put: (item: Record<string, unknown>): TransactItem => ({ Put: { TableName: mainTable(), Item: item } }),
};
/** The user's newest `limit` notifications. */
export async function newestNotifications<T>(userId: string, limit: number, schema: ItemSchema<T>): Promise<T[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefixes.notification },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return parseItems(schema, result.Items);
}
/** Marks one notification read, if it is still there (fails with a condition failure otherwise). */
export async function markNotificationRead(userId: string, noteId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: mainTable(),
      Key: keys.notification(userId, noteId),
      UpdateExpression: 'SET unread = :no',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':no': false },
    }),
  );
}
