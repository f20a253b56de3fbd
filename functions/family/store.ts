import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../data/main-table';
import { keys } from '../data/keys';
import type { Expression, TransactItem } from '../data/transactions';
import type { ChildLink } from './children';

/**
 * The family area's store: the only place its own modules read or write DynamoDB (keys in
 * functions/data/keys.ts). A child is its own user record, linked from the parent's partition;
 * every change to it is one transaction whose conditions (the child still this parent's) the
 * callers set.
 */

/** The parent's link to a child, if there is one. */
export async function readChildLink(parentId: string, childId: string): Promise<ChildLink | undefined> {
  return (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.child(parentId, childId) }))).Item as ChildLink | undefined;
}

/** The items of the transactions that change or delete a child. */
export const childItems = {
  /** The child's own record (or the parent's). */
  updateUser: (userId: string, expression: Expression): TransactItem => ({ Update: { TableName: mainTable(), Key: keys.user(userId), ...expression } }),
  /** The parent's link to the child: must exist. */
  deleteLink: (parentId: string, childId: string): TransactItem => ({ Delete: { TableName: mainTable(), Key: keys.child(parentId, childId), ConditionExpression: 'attribute_exists(pk)' } }),
  /** Releases the child's username, if it is still the child's. */
  releaseUsername: (username: string, childId: string): TransactItem => ({
    Delete: { TableName: mainTable(), Key: keys.loginId('username', username), ConditionExpression: 'userId = :child', ExpressionAttributeValues: { ':child': childId } },
  }),
};
