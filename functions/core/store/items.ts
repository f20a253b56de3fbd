import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import type { Key } from '../../data/keys';
import type { Expression } from '../../lib/transactions';
import { parseOptional, type ItemSchema } from '../../lib/stored-items';

/** One item by its key (strongly consistent unless asked otherwise), read through its schema. */
export async function read<T>(Key: Key, schema: ItemSchema<T>, consistent = true): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: mainTable(), Key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return parseOptional(schema, Item);
}

/** One update under the caller's condition; the attributes asked back. */
export async function update<T>(
  Key: Key,
  schema: ItemSchema<T>,
  expression: Expression & { ReturnValues?: 'ALL_NEW' | 'UPDATED_NEW' },
): Promise<T | undefined> {
  const { Attributes } = await db().send(new UpdateCommand({ TableName: mainTable(), Key, ...expression }));
  return parseOptional(schema, Attributes);
}
