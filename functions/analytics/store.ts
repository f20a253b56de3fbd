import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { partitions, ttlIn } from '../data/keys';
import * as z from 'zod/mini';
import { analyticsEventSchema } from '#shared/schemas/analytics';
import { parseItems, type ItemSchema } from '../lib/stored-items';
import type { AnalyticsRecord } from './analytics-port';

/** An event as kept, read through the request's own event schema (decision 0714); the keys and TTL are left out. */
const localEventSchema: ItemSchema<AnalyticsRecord> = z.extend(analyticsEventSchema, {
  receivedAt: z.string(),
  requestId: z.string(),
});

/**
 * The local stack's analytics events (ADR 0560): on AWS they go to Firehose and never to the table.
 * Kept a week, like the message outbox, in one partition the outbox page reads newest first.
 */
const KEPT_DAYS = 7;
/** BatchWriteItem's limit; a request's batch is at most 25 events (shared/schemas/analytics.ts). */
const WRITE_BATCH = 25;

export async function saveLocalEvents(records: readonly AnalyticsRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += WRITE_BATCH) {
    const items = records.slice(start, start + WRITE_BATCH).map((record) => ({
      PutRequest: {
        Item: {
          ...keys.localAnalytics(record.receivedAt, randomUUID()),
          entity: 'analytics',
          ...record,
          expiresAt: ttlIn(KEPT_DAYS * 86400),
        },
      },
    }));
    let pending: typeof items | undefined = items;
    // DynamoDB Local may hand back unprocessed items like the real service; ask again until none are left.
    while (pending?.length) {
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [mainTable()]: pending } }));
      pending = result.UnprocessedItems?.[mainTable()] as typeof items | undefined;
    }
  }
}

/** The newest events first (at most `limit`), for the outbox page and the tests. */
export async function latestLocalEvents(limit = 100): Promise<AnalyticsRecord[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partitions.analytics },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return parseItems(localEventSchema, result.Items);
}
