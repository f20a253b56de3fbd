import type { CourseSummary } from '#shared/api/contract-course-lists';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import { indexKeys, prefixes, userPk } from '../../data/keys';
import * as z from 'zod/mini';
import { oneOf, parseItems, parseOptional, type ItemSchema } from '../../lib/stored-items';
import { userItems } from '../../lib/user-items';

export interface Enrolment {
  userId: string;
  courseId: number;
  courseTitle: string;
  courseType: CourseSummary['type'];
  purchaseStatus: 'purchased';
  /** India dates, YYYY-MM-DD; no close date means it never closes. */
  openDate: string;
  closeDate?: string;
  percentComplete: number;
  calendlyUrl?: string;
  grantedBy: string;
}

/** The schema an enrolment is read through (decision 0714). */
export const enrolmentSchema: ItemSchema<Enrolment> = z.looseObject({
  userId: z.string(),
  courseId: z.number(),
  courseTitle: z.string(),
  courseType: oneOf<CourseSummary['type']>(),
  purchaseStatus: z.literal('purchased'),
  openDate: z.string(),
  closeDate: z.optional(z.string()),
  percentComplete: z.number(),
  calendlyUrl: z.optional(z.string()),
  grantedBy: z.string(),
});

/**
 * What a learner learns from and what they did (../learner-state.ts, ../catalogue.ts, ../question-pool.ts,
 * ../daily-streak.ts, ../attempts/score-history.ts): course content, questions, enrolments and
 * progress, the daily streak and the score history.
 */

/**
 * A learner's enrolment and progress in one course, or (no course) in every course (../learner-state.ts): under the
 * user, one Query, read strongly consistent so a screen opened right after a finish shows it (decision 0830).
 */
export async function courseStateItems(userId: string, courseId?: number): Promise<Array<Record<string, unknown>>> {
  const prefix = courseId === undefined ? prefixes.allCourseStates : prefixes.courseState(courseId);
  // Enrolments and progress items, each parsed by the caller by its entity (../learner-state.ts).
  return userItems(userId, prefix, z.looseObject({}), { consistent: true });
}

/** A new enrolment with its index entries; fails with a condition failure when there is one. */
export async function putEnrolmentOnce(
  enrolment: Enrolment,
  expiry: { gsi2pk?: string; gsi2sk?: string },
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: mainTable(),
      Item: {
        ...keys.enrolment(enrolment.userId, enrolment.courseId),
        entity: 'enrolment',
        ...indexKeys.enrolment(enrolment.userId, enrolment.courseId),
        ...expiry,
        ...enrolment,
      },
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
      new QueryCommand({
        TableName: mainTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.course(courseId).pk },
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** One activity of a course. */
export async function readElement<T>(
  courseId: number,
  elementId: number,
  schema: ItemSchema<T>,
): Promise<T | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: mainTable(), Key: keys.element(courseId, elementId) }));
  return parseOptional(schema, Item);
}

/** The learner's newest `limit` score-history entries (finished levelled tests), newest first. */
export async function newestScores<T>(userId: string, limit: number, schema: ItemSchema<T>): Promise<T[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefixes.scoreHistory },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return parseItems(schema, result.Items);
}

/**
 * Questions by id, one BatchGet of at most 100, asking again (with a growing pause) for the keys
 * DynamoDB leaves unprocessed.
 */
export async function readQuestionChunk<T>(ids: readonly number[], schema: ItemSchema<T>): Promise<T[]> {
  const found: T[] = [];
  let request: Record<string, unknown>[] | undefined = ids.map((id) => keys.question(id));
  for (let round = 0; request?.length; round++) {
    if (round > 8) throw new Error('DynamoDB kept questions unprocessed.');
    if (round) await new Promise((r) => setTimeout(r, 20 * 2 ** round));
    const table = mainTable();
    const result: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: request } } }),
    );
    found.push(...parseItems(schema, result.Responses?.[table]));
    request = result.UnprocessedKeys?.[table]?.Keys;
  }
  return found;
}
