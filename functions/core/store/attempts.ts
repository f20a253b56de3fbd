import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import { attemptRange } from '../../data/keys';
import type { Expression, TransactItem } from '../../lib/transactions';
import { parseItems, parseOptional, type ItemSchema } from '../../lib/stored-items';

// Attempts and their answers (../attempts/attempt-changes.ts), under the learner.
export async function readAttempt<T>(userId: string, attemptId: string, schema: ItemSchema<T>): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: mainTable(), Key: keys.attempt(userId, attemptId), ConsistentRead: true }),
  );
  return parseOptional(schema, Item);
}
export async function readProgressItem<T>(
  userId: string,
  courseId: number,
  elementId: number,
  schema: ItemSchema<T>,
): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: mainTable(), Key: keys.progress(userId, courseId, elementId), ConsistentRead: true }),
  );
  return parseOptional(schema, Item);
}

/**
 * The attempt's own item and every item under it (its answers, feedback, video views), all pages, strongly consistent.
 *
 */
export async function attemptAndUnder(userId: string, attemptId: string): Promise<Array<Record<string, unknown>>> {
  const range = attemptRange(userId, attemptId);
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :own AND :last',
        ExpressionAttributeValues: { ':pk': range.pk, ':own': range.from, ':last': range.to },
        ConsistentRead: true,
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    items.push(...(page.Items ?? []).filter((i) => range.isOfAttempt(String(i.sk))));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The items of the transactions that start, save and finish attempts (their conditions the callers'). */
export const attemptItems = {
  /** An item whose key it carries (the attempt, a score-history entry, a kept or seen record…). */
  put: (Item: Record<string, unknown>, condition: Omit<Expression, 'UpdateExpression'> = {}): TransactItem => ({
    Put: { TableName: mainTable(), Item, ...condition },
  }),
  /** A new answer of the attempt: fails if that question was answered. */
  putAnswer: (userId: string, attemptId: string, answer: { questionId: number }): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.attemptAnswer(userId, attemptId, answer.questionId), entity: 'answer', ...answer },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  updateProgress: (userId: string, courseId: number, elementId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.progress(userId, courseId, elementId), ...expression },
  }),
};

/** Every item of one partition, all pages (a day-and-shard partition of kept responses or flagged sittings). */
export async function partitionItems<T>(pk: string, schema: ItemSchema<T>): Promise<T[]> {
  const all: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
      }),
    );
    all.push(...parseItems(schema, page.Items));
    start = page.LastEvaluatedKey;
  } while (start);
  return all;
}
