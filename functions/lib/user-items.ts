import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './aws';
import { mainTable } from './main-table';
import { userPk } from '../data/keys';
import { parseItems, type ItemSchema } from './stored-items';

/**
 * Every item of one user's partition (`USER#<id>`) whose sort key starts with `prefix`, all pages.
 * A user's certificates, orders, licences and children are few; progress items are bounded by the
 * courses a user holds. Each is read through `schema` (decision 0714).
 */
export async function userItems<T>(
  userId: string,
  prefix: string,
  schema: ItemSchema<T>,
  options: { consistent?: boolean } = {},
): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPk(userId), ...(prefix ? { ':prefix': prefix } : {}) },
        ...(options.consistent ? { ConsistentRead: true } : {}),
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    items.push(...parseItems(schema, page.Items));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
