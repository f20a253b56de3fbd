import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { ttlIn } from '../data/keys';
import type { TransactItem } from '../lib/transactions';

/**
 * The speech area's store: the only place it reads or writes DynamoDB (keys in functions/data/keys.ts).
 * A live recording's session and transcript share the recording's partition; the caller's open
 * sessions are counted per window. Short-lived: every item carries its TTL.
 */

/** The items of the transaction that opens a session: one per recording id, and under the caller's limit. */
export const speechSessionItems = {
  putSession: (recordingId: string, owner: string, now: number): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: {
        ...keys.speechSession(owner, recordingId),
        owner,
        startedAt: new Date(now).toISOString(),
        expiresAt: ttlIn(24 * 60 * 60, now),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  countSession: (userId: string, window: number, max: number, expiresAt: number): TransactItem => ({
    Update: {
      TableName: mainTable(),
      Key: keys.speechSessionCount(userId, window),
      UpdateExpression: 'ADD opened :one SET expiresAt = :ttl',
      ConditionExpression: 'attribute_not_exists(opened) OR opened < :max',
      ExpressionAttributeValues: { ':one': 1, ':max': max, ':ttl': expiresAt },
    },
  }),
};

/** The recording's transcript record, if none is there yet (fails with a condition failure otherwise). */
export async function putTranscriptOnce(
  userId: string,
  recordingId: string,
  record: Record<string, unknown>,
  expiresAt: number,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: mainTable(),
      Item: { ...keys.liveTranscript(userId, recordingId), ...record, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The recording's session and transcript items, in one strongly consistent Query of its partition. */
export async function readRecordingItems(
  userId: string,
  recordingId: string,
): Promise<{ session?: Record<string, unknown>; transcript?: Record<string, unknown> }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.speechSession(userId, recordingId).pk },
      ConsistentRead: true,
    }),
  );
  return {
    session: Items.find((i) => i.sk === keys.speechSession(userId, recordingId).sk),
    transcript: Items.find((i) => i.sk === keys.liveTranscript(userId, recordingId).sk),
  };
}
