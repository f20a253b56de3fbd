import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from './aws';
import { mainTable } from './main-table';
import { parseItems, type ItemSchema } from './stored-items';

type Key = Record<string, unknown>;

/**
 * Every item of `keys` in the main table that exists, in pages of 100 (BatchGet's limit), asking again
 * for the keys DynamoDB leaves unprocessed under load, each read through `schema`. Order is not kept.
 */
export async function batchGetAll<T>(keys: readonly Key[], schema: ItemSchema<T>, projection?: string): Promise<T[]> {
  const table = mainTable();
  const items: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let Keys: Key[] | undefined = keys.slice(i, i + 100);
    for (let round = 0; Keys?.length && round < 5; round++) {
      const result: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys, ...(projection ? { ProjectionExpression: projection } : {}) } },
        }),
      );
      items.push(...parseItems(schema, result.Responses?.[table]));
      Keys = result.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return items;
}
