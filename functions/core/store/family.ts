import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import type { Expression, TransactItem } from '../../lib/transactions';
import * as z from 'zod/mini';
import { parseItems, parseOptional, type ItemSchema } from '../../lib/stored-items';
import { userSchema, type UserRecord } from './users';

export interface ChildLink {
  childId: string;
  createdAt: string;
  /** Every product whose licence was applied to the child (child-licences.ts): one of each. */
  productIds?: Set<string>;
  /** The child's speaking test, once its licence is applied (coach/child-slot.ts books its call). */
  licenceId?: string;
  productId?: string;
  productCourseId?: number;
  appliedAt?: string;
}

/** The schema a parent's link to a child is read through (decision 0714); a String Set comes back as a Set. */
export const childLinkSchema: ItemSchema<ChildLink> = z.looseObject({
  childId: z.string(),
  createdAt: z.string(),
  productIds: z.optional(z.set(z.string())),
  licenceId: z.optional(z.string()),
  productId: z.optional(z.string()),
  productCourseId: z.optional(z.number()),
  appliedAt: z.optional(z.string()),
});

/**
 * Families (../children.ts, ../child-licences.ts, ../class-scores.ts, and the family area): (keys in
 * functions/data/keys.ts). A child is its own user record, linked from the parent's partition;
 * every change to it is one transaction whose conditions (the child still this parent's) the
 * callers set.
 */

/** The parent's link to a child, if there is one. */
export async function readChildLink(
  parentId: string,
  childId: string,
  consistent = false,
): Promise<ChildLink | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: mainTable(),
      Key: keys.child(parentId, childId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return parseOptional(childLinkSchema, Item);
}

/** A user's record, strongly consistent (a child's, read with its link). */
export async function readUserConsistent(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: mainTable(), Key: keys.user(userId), ConsistentRead: true }),
  );
  return parseOptional(userSchema, Item);
}

// A class's histogram of final-test levels (./class-scores.ts): sharded, counted once from the child's mark.
export const classScoreItems = {
  putMark: (mark: { userId: string; attemptId: string }): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.classScoreMark(mark.userId, mark.attemptId), entity: 'classScoreMark', ...mark, counted: false },
    },
  }),
  updateMark: (userId: string, attemptId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.classScoreMark(userId, attemptId), ...expression },
  }),
  updateShard: (grade: number, partition: number, shard: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.classScoreShard(grade, partition, shard), ...expression },
  }),
};

/** Every shard item of one of a class's partitions. */
export async function classScoreShards(grade: number, partition: number): Promise<Array<Record<string, unknown>>> {
  const result = await db().send(
    new QueryCommand({
      TableName: mainTable(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.classScoreShard(grade, partition, 0).pk },
    }),
  );
  return result.Items ?? [];
}

/** The class's one histogram item from before the shards, if any. */
export async function classScoresBeforeShards(grade: number): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.classScoresBeforeShards(grade) }))).Item;
}

/** These users' records (at most 100: a parent's children), one consistent BatchGet. */
export async function readUsersConsistent(userIds: readonly string[]): Promise<UserRecord[]> {
  const table = mainTable();
  const result = await db().send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: userIds.map((id) => keys.user(id)), ConsistentRead: true } },
    }),
  );
  return parseItems(userSchema, result.Responses?.[table]);
}

/** The items of the transactions that change or delete a child. */
export const childItems = {
  /** The child's own record (or the parent's). */
  updateUser: (userId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.user(userId), ...expression },
  }),
  updateLink: (parentId: string, childId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.child(parentId, childId), ...expression },
  }),
  updateEnrolment: (userId: string, courseId: number, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.enrolment(userId, courseId), ...expression },
  }),
  updateChildLicence: (parentId: string, licenceId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.childLicence(parentId, licenceId), ...expression },
  }),
  /** A licence item under the parent (bought for a child): written by the payment. */
  putChildLicence: (parentId: string, licenceId: string, fields: Record<string, unknown>): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.childLicence(parentId, licenceId), entity: 'childLicence', ...fields },
    },
  }),
  /** The parent's link to the child: must exist. */
  deleteLink: (parentId: string, childId: string): TransactItem => ({
    Delete: { TableName: mainTable(), Key: keys.child(parentId, childId), ConditionExpression: 'attribute_exists(pk)' },
  }),
  /** The parent's new link to a child: fails if there is one. */
  putLink: (parentId: string, link: ChildLink): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.child(parentId, link.childId), entity: 'childLink', ...link },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** Releases the child's username, if it is still the child's. */
  releaseUsername: (username: string, childId: string): TransactItem => ({
    Delete: {
      TableName: mainTable(),
      Key: keys.loginId('username', username),
      ConditionExpression: 'userId = :child',
      ExpressionAttributeValues: { ':child': childId },
    },
  }),
};
