import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { indexKeys } from '../data/keys';
import type { Expression, TransactItem } from '../lib/transactions';
import { answerSchema, type AnswerRecord } from '../core/attempts/attempt-record';
import { parseOptional } from '../lib/stored-items';

/**
 * The assessment area's store: the only place its own modules read or write DynamoDB (keys in
 * functions/data/keys.ts); the attempt records themselves are kept by ./attempt-changes.ts. The rules
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
export async function putQuestionFeedback(
  userId: string,
  attemptId: string,
  questionId: number,
  at: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: mainTable(),
      Item: {
        ...keys.questionFeedback(userId, attemptId, questionId),
        entity: 'questionFeedback',
        ...indexKeys.questionFeedback(questionId, at, userId),
        ...fields,
      },
    }),
  );
}

/** Adds one view of a question's video in an attempt under the caller's condition; the views after it. */
export async function addVideoView(
  userId: string,
  attemptId: string,
  questionId: number,
  expression: Expression,
): Promise<number | undefined> {
  const result = await db().send(
    new UpdateCommand({
      TableName: mainTable(),
      Key: keys.videoViews(userId, attemptId, questionId),
      ...expression,
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return result.Attributes?.views as number | undefined;
}

/** One answer of an attempt, strongly consistent. */
export async function readAnswer(
  userId: string,
  attemptId: string,
  questionId: number,
): Promise<AnswerRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: mainTable(),
      Key: keys.attemptAnswer(userId, attemptId, questionId),
      ConsistentRead: true,
    }),
  );
  return parseOptional(answerSchema, Item);
}

/** The items of a retry's transaction: the attempt (its condition the caller's) and the answer retried. */
export const retryItems = {
  putAttempt: (item: Record<string, unknown>, condition: Omit<Expression, 'UpdateExpression'>): TransactItem => ({
    Put: { TableName: mainTable(), Item: item, ...condition },
  }),
  updateAnswer: (userId: string, attemptId: string, questionId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.attemptAnswer(userId, attemptId, questionId), ...expression },
  }),
};

/** A calibration run's report (proposals for a person to accept). */
export async function putCalibrationReport(report: { runAt: string }): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: mainTable(),
      Item: { ...keys.calibrationReport(report.runAt), entity: 'calibrationReport', ...report },
    }),
  );
}
