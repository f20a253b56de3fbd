import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { isConditionFailure, partitions, RANGE_END, type Key } from '../data/keys';
import type { Expression, TransactItem } from '../lib/transactions';

/**
 * The privacy area's store (keys in functions/data/keys.ts): the erase and export jobs' reads and
 * writes. Every read is a Query of a partition named by the subject's id or a key derived from its
 * items, never a Scan.
 */
export type Item = Record<string, unknown> & Key;

/** Every item of one partition, all pages, strongly consistent. */
export async function partitionItems(pk: string): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Queue items (erasures or exports) whose sort key, a time first, is at or before `until`. */
export async function dueItems<T>(queue: 'erasures' | 'exports', until: string, limit: number): Promise<T[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND sk <= :until',
      ExpressionAttributeValues: { ':pk': partitions[queue], ':until': `${until}#${RANGE_END}` },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (result.Items ?? []) as T[];
}

export async function getItem<T>(key: Key): Promise<T | undefined> {
  return (await db().send(new GetCommand({ TableName: mainTable(), Key: key, ConsistentRead: true }))).Item as
    T | undefined;
}

export async function putItem(item: Item, condition?: Omit<Expression, 'UpdateExpression'>): Promise<void> {
  await db().send(new PutCommand({ TableName: mainTable(), Item: item, ...condition }));
}

/** An update that is skipped, not failed, when its condition no longer holds (a resumed run). */
export async function updateIf(key: Key, expression: Expression): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({ TableName: mainTable(), Key: key, ...expression }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes an item only while `attribute` still names the subject (a login id, a coach's slot). */
export async function deleteIfNames(key: Key, attribute: string, subjectId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: mainTable(),
        Key: key,
        ConditionExpression: '#a = :id',
        ExpressionAttributeNames: { '#a': attribute },
        ExpressionAttributeValues: { ':id': subjectId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const BATCH = 25;

/** Deletes every key, 25 a request, asking again for what DynamoDB leaves unprocessed; absent keys are fine. */
export async function deleteKeys(list: readonly Key[]): Promise<number> {
  for (let start = 0; start < list.length; start += BATCH) {
    let pending: unknown[] | undefined = list
      .slice(start, start + BATCH)
      .map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } }));
    while (pending?.length) {
      const result: BatchWriteCommandOutput = await db().send(
        new BatchWriteCommand({ RequestItems: { [mainTable()]: pending as never } }),
      );
      pending = result.UnprocessedItems?.[mainTable()];
    }
  }
  return list.length;
}

/**
 * Claims an erase request for a run: the request marked started and, while the subject's profile is there, the
 * profile marked as being erased under the condition that it is still deleted with this window (a restore that came
 * first wins). Throws a condition failure when the claim loses.
 */
export async function claimErasure(eraseAfter: string, subjectId: string, now: string, withProfile: boolean) {
  const TableName = mainTable();
  const items: TransactItem[] = [
    {
      Update: {
        TableName,
        Key: keys.erasureDue(eraseAfter, subjectId),
        UpdateExpression: 'SET startedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(startedAt)',
        ExpressionAttributeValues: { ':now': now },
      },
    },
  ];
  if (withProfile)
    items.push({
      Update: {
        TableName,
        Key: keys.user(subjectId),
        UpdateExpression: 'SET erasing = :yes',
        ConditionExpression: 'eraseAfter = :due',
        ExpressionAttributeValues: { ':yes': true, ':due': eraseAfter },
      },
    });
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * A data download asked for: the subject's `EXPORT` item (only if none is being built, or the one being built is older
 * than `staleBefore`) and its place in the export queue, in one transaction.
 */
export async function putExportRequest(
  record: Record<string, unknown> & { subjectId: string; requestedAt: string },
  staleBefore: string,
) {
  const TableName = mainTable();
  await transactWrite([
    {
      Put: {
        TableName,
        Item: { ...keys.dataExport(record.subjectId), entity: 'dataExport', ...record },
        ConditionExpression: 'attribute_not_exists(pk) OR #status <> :building OR requestedAt < :stale',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':building': 'building', ':stale': staleBefore },
      },
    },
    {
      Put: {
        TableName,
        Item: { ...keys.exportDue(record.requestedAt, record.subjectId), entity: 'exportDue', ...record },
      },
    },
  ]);
}

async function transactWrite(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}
