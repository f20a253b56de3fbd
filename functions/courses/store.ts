import { GetCommand, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../data/main-table';
import { indexKeys, keys, prefixes, userPk } from '../data/keys';
import type { TransactItem } from '../data/transactions';
import type { Enrolment } from './learner-state';

/**
 * The courses area's store: the only place its own modules read or write DynamoDB (keys in
 * functions/data/keys.ts): enrolments closing on a day (gsi2) and their reminder markers, and a
 * parent's link to a child for the grants a parent changes.
 */

/** One page of the enrolments that close on `day` (India date), from the index. */
export async function enrolmentsClosingOn(day: string, ExclusiveStartKey?: Record<string, unknown>): Promise<{ items: Enrolment[]; next?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({ TableName: mainTable(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :day', ExpressionAttributeValues: { ':day': indexKeys.expiresPk(day) }, ExclusiveStartKey }),
  );
  return { items: (page.Items ?? []) as Enrolment[], next: page.LastEvaluatedKey };
}

/** The marker that a course's closing reminder for `day` went out: fails when it exists (sent once). */
export function expiryNotePut(userId: string, courseId: number, day: string): TransactItem {
  return { Put: { TableName: mainTable(), Item: { ...keys.expiryNote(userId, courseId, day), entity: 'expiryNote' }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Whether the parent has a link to this child. */
export async function hasChildLink(parentId: string, childId: string): Promise<boolean> {
  return Boolean((await db().send(new GetCommand({ TableName: mainTable(), Key: keys.child(parentId, childId) }))).Item);
}

// A learner's enrolment and progress in a course (./learner-state.ts): under the user, one Query.
export async function courseStateItems(userId: string, courseId: number): Promise<NonNullable<QueryCommandOutput['Items']>> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefixes.courseState(courseId) },
    }),
  );
  return result.Items ?? [];
}

/** The user's enrolments, from the enrolments index (gsi1). */
export async function enrolmentsOf(userId: string): Promise<Enrolment[]> {
  const result = await db().send(
    new QueryCommand({ TableName: mainTable(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': indexKeys.enrolmentsPk(userId) } }),
  );
  return (result.Items ?? []) as Enrolment[];
}

/** A new enrolment with its index entries; fails with a condition failure when there is one. */
export async function putEnrolmentOnce(enrolment: Enrolment, expiry: { gsi2pk?: string; gsi2sk?: string }): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: mainTable(),
      Item: { ...keys.enrolment(enrolment.userId, enrolment.courseId), entity: 'enrolment', ...indexKeys.enrolment(enrolment.userId, enrolment.courseId), ...expiry, ...enrolment },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The India dates the daily activity was finished on, newest first (at most `limit`). */
export async function dailyDoneDays(userId: string, limit: number): Promise<string[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefixes.dailyDone },
      ProjectionExpression: 'sk',
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => String(item.sk).slice(prefixes.dailyDone.length));
}

/** Every item of a course's partition (meta, units, elements), all pages. */
export async function courseItems(courseId: number): Promise<Array<Record<string, unknown>>> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ TableName: mainTable(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.course(courseId).pk }, ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}) }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** One activity of a course. */
export async function readElement<T>(courseId: number, elementId: number): Promise<T | undefined> {
  return (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.element(courseId, elementId) }))).Item as T | undefined;
}
