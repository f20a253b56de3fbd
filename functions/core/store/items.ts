import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import type { Key } from '../../data/keys';
import type { Expression } from '../../lib/transactions';

/** One item by its key (strongly consistent unless asked otherwise). */
export async function read<T>(Key: Key, consistent = true): Promise<T | undefined> {
  return (
    await db().send(new GetCommand({ TableName: mainTable(), Key, ...(consistent ? { ConsistentRead: true } : {}) }))
  ).Item as T | undefined;
}

/** One update under the caller's condition; the attributes asked back. */
export async function update<T>(
  Key: Key,
  expression: Expression & { ReturnValues?: 'ALL_NEW' | 'UPDATED_NEW' },
): Promise<T | undefined> {
  return (await db().send(new UpdateCommand({ TableName: mainTable(), Key, ...expression }))).Attributes as
    T | undefined;
}
