import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import { indexKeys } from '../data/keys';
import type { TransactItem } from '../lib/transactions';
import { enrolmentSchema, type Enrolment } from '../core/learner-state';
import { parseItems } from '../lib/stored-items';

/**
 * The courses area's store: the only place its own modules read or write DynamoDB (keys in
 * functions/data/keys.ts): enrolments closing on a day (gsi2) and their reminder markers, and a
 * parent's link to a child for the grants a parent changes.
 */

/** One page of the enrolments that close on `day` (India date), from the index. */
export async function enrolmentsClosingOn(
  day: string,
  ExclusiveStartKey?: Record<string, unknown>,
): Promise<{ items: Enrolment[]; next?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :day',
      ExpressionAttributeValues: { ':day': indexKeys.expiresPk(day) },
      ExclusiveStartKey,
    }),
  );
  return { items: parseItems(enrolmentSchema, page.Items), next: page.LastEvaluatedKey };
}

/** The marker that a course's closing reminder for `day` went out: fails when it exists (sent once). */
export function expiryNotePut(userId: string, courseId: number, day: string): TransactItem {
  return {
    Put: {
      TableName: mainTable(),
      Item: { ...keys.expiryNote(userId, courseId, day), entity: 'expiryNote' },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
