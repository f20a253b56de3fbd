import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { type Key } from '../data/keys';
import type { Condition, Expression, TransactItem } from '../lib/transactions';
import { parseItems, parseOptional, type ItemSchema } from '../lib/stored-items';

/**
 * The accounts area's store: the only place it reads or writes DynamoDB (keys in functions/data/keys.ts).
 * The account merge moves whatever lives under `keys.user`'s partition, whatever entity it is, so its
 * items are built here by key (`mergeItems`), with the conditions the merge's rules set.
 */

/** One item by its key, strongly consistent. */
async function readConsistent<T>(Key: Key, schema: ItemSchema<T>): Promise<T | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: mainTable(), Key, ConsistentRead: true }));
  return parseOptional(schema, Item);
}

/** The merge journal of the account merged away (`keys.mergeJournal`). */
export const readMergeJournal = <T>(secondaryId: string, schema: ItemSchema<T>) =>
  readConsistent(keys.mergeJournal(secondaryId), schema);

/** Who a login id belongs to now. */
export async function loginIdOwner(kind: string, value: string): Promise<unknown> {
  return (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.loginId(kind, value) }))).Item?.userId;
}

/** The user's items with these sort keys (at most 100, one consistent BatchGet), by sort key. */
export async function userItemsBySortKey<T extends { sk: string }>(
  userId: string,
  sortKeys: readonly string[],
  schema: ItemSchema<T>,
): Promise<Map<string, T>> {
  const table = mainTable();
  const result = await db().send(
    new BatchGetCommand({
      RequestItems: {
        [table]: { Keys: sortKeys.map((sk) => ({ pk: keys.user(userId).pk, sk })), ConsistentRead: true },
      },
    }),
  );
  return new Map(parseItems(schema, result.Responses?.[table]).map((i) => [i.sk, i]));
}

/** The items of the merge's transactions, by key: the journal, both profiles, login ids and the moved items. */
export const mergeItems = {
  put: (Item: Record<string, unknown>, condition: Condition = {}): TransactItem => ({
    Put: { TableName: mainTable(), Item, ...condition },
  }),
  update: (Key: Key, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key, ...expression },
  }),
  delete: (Key: Key, condition: Condition = {}): TransactItem => ({
    Delete: { TableName: mainTable(), Key, ...condition },
  }),
};
