import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type BatchGetCommandOutput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../data/main-table';
import { attemptRange, indexKeys, keys, prefixes, userPk } from '../data/keys';
import type { Expression, TransactItem } from '../data/transactions';
import type { AnswerRecord } from './attempt-record';

/**
 * The assessment area's store: the only place its own modules read or write DynamoDB (keys in
 * functions/data/keys.ts); the attempt records themselves are kept by ./attempt-store.ts. The rules
 * (a view under its limit, a retry once) are the conditions the callers pass in.
 */

/** Raises the enrolment's percent complete to `percent`, never lowers it (fails with a condition failure then). */
export async function raisePercentComplete(userId: string, courseId: number, percent: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: mainTable(),
      Key: keys.enrolment(userId, courseId),
      UpdateExpression: 'SET percentComplete = :p',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(percentComplete) OR percentComplete < :p)',
      ExpressionAttributeValues: { ':p': percent },
    }),
  );
}

/** The learner's feedback on one question of an attempt (replaced by a later one), indexed by question. */
export async function putQuestionFeedback(userId: string, attemptId: string, questionId: number, at: string, fields: Record<string, unknown>): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: mainTable(),
      Item: { ...keys.questionFeedback(userId, attemptId, questionId), entity: 'questionFeedback', ...indexKeys.questionFeedback(questionId, at, userId), ...fields },
    }),
  );
}

/** Adds one view of a question's video in an attempt under the caller's condition; the views after it. */
export async function addVideoView(userId: string, attemptId: string, questionId: number, expression: Expression): Promise<number | undefined> {
  const result = await db().send(new UpdateCommand({ TableName: mainTable(), Key: keys.videoViews(userId, attemptId, questionId), ...expression, ReturnValues: 'UPDATED_NEW' }));
  return result.Attributes?.views as number | undefined;
}

/** One answer of an attempt, strongly consistent. */
export async function readAnswer(userId: string, attemptId: string, questionId: number): Promise<AnswerRecord | undefined> {
  return (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.attemptAnswer(userId, attemptId, questionId), ConsistentRead: true }))).Item as AnswerRecord | undefined;
}

/** The items of a retry's transaction: the attempt (its condition the caller's) and the answer retried. */
export const retryItems = {
  putAttempt: (item: Record<string, unknown>, condition: Omit<Expression, 'UpdateExpression'>): TransactItem => ({ Put: { TableName: mainTable(), Item: item, ...condition } }),
  updateAnswer: (userId: string, attemptId: string, questionId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.attemptAnswer(userId, attemptId, questionId), ...expression },
  }),
};

/** A calibration run's report (proposals for a person to accept). */
export async function putCalibrationReport(report: { runAt: string }): Promise<void> {
  await db().send(new PutCommand({ TableName: mainTable(), Item: { ...keys.calibrationReport(report.runAt), entity: 'calibrationReport', ...report } }));
}

/** The learner's newest `limit` score-history entries (finished levelled tests), newest first. */
export async function newestScores<T>(userId: string, limit: number): Promise<T[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefixes.scoreHistory },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []) as T[];
}

/**
 * Questions by id, one BatchGet of at most 100, asking again (with a growing pause) for the keys
 * DynamoDB leaves unprocessed.
 */
export async function readQuestionChunk<T>(ids: readonly number[]): Promise<T[]> {
  const found: T[] = [];
  let request: Record<string, unknown>[] | undefined = ids.map((id) => keys.question(id));
  for (let round = 0; request?.length; round++) {
    if (round > 8) throw new Error('DynamoDB kept questions unprocessed.');
    if (round) await new Promise((r) => setTimeout(r, 20 * 2 ** round));
    const table = mainTable();
    const result: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: request } } }));
    found.push(...((result.Responses?.[table] ?? []) as T[]));
    request = result.UnprocessedKeys?.[table]?.Keys;
  }
  return found;
}

/** Every item of one partition, all pages (a day-and-shard partition of kept responses or flagged sittings). */
export async function partitionItems<T>(pk: string): Promise<T[]> {
  const all: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await db().send(new QueryCommand({ TableName: mainTable(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: start }));
    all.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return all;
}

// Attempts and their answers (./attempt-store.ts), under the learner.
export const readAttempt = async <T>(userId: string, attemptId: string): Promise<T | undefined> =>
  (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.attempt(userId, attemptId), ConsistentRead: true }))).Item as T | undefined;
export const readProgressItem = async <T>(userId: string, courseId: number, elementId: number): Promise<T | undefined> =>
  (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.progress(userId, courseId, elementId), ConsistentRead: true }))).Item as T | undefined;

/** The attempt's own item and every item under it (its answers, feedback, video views), all pages, strongly consistent. */
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
  put: (Item: Record<string, unknown>, condition: Omit<Expression, 'UpdateExpression'> = {}): TransactItem => ({ Put: { TableName: mainTable(), Item, ...condition } }),
  /** A new answer of the attempt: fails if that question was answered. */
  putAnswer: (userId: string, attemptId: string, answer: { questionId: number }): TransactItem => ({
    Put: { TableName: mainTable(), Item: { ...keys.attemptAnswer(userId, attemptId, answer.questionId), entity: 'answer', ...answer }, ConditionExpression: 'attribute_not_exists(pk)' },
  }),
  updateProgress: (userId: string, courseId: number, elementId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.progress(userId, courseId, elementId), ...expression },
  }),
};
