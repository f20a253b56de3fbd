import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import type { Expression, TransactItem } from '../../lib/transactions';
import { read, update } from './items';

/**
 * Users and what guards them (../users.ts, ../contact-ids.ts, ../attempt-guard.ts, ../organisations.ts):
 * the profile item under `keys.user`, one item per login id pointing to it, the sign-in lockout, and
 * organisations.
 */
export const readUser = <T>(userId: string) => read<T>(keys.user(userId));
/** The user a login id points to, if any. */
export async function loginIdUserId(kind: string, value: string): Promise<string | undefined> {
  return (await read<{ userId?: string }>(keys.loginId(kind, value), false))?.userId;
}

/** The user and its login ids, each only if absent, with `extra` items, in one transaction. */
export async function createUserItems(user: { userId: string }, loginIds: ReadonlyArray<{ kind: string; value: string }>, extra: TransactItem[]): Promise<void> {
  const TableName = mainTable();
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName, Item: { ...keys.user(user.userId), entity: 'user', ...user }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...loginIds.map((ref) => ({
          Put: { TableName, Item: { ...keys.loginId(ref.kind, ref.value), entity: 'loginId', userId: user.userId }, ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        ...extra,
      ],
    }),
  );
}

/** The body of an update of a user's record (for `sendUserUpdate` or a transaction's `Update`). */
export const userUpdateBody = (userId: string, expression: Expression) => ({ TableName: mainTable(), Key: keys.user(userId), ...expression });
export async function sendUserUpdate(body: ReturnType<typeof userUpdateBody>): Promise<void> {
  await db().send(new UpdateCommand(body));
}

/** An organisation's item (its name and support phone). */
export const readOrg = (orgId: string) => read<{ orgName?: string; supportPhone?: string }>(keys.org(orgId), false);

/** Sign-in attempts reserved against a subject (./attempt-guard.ts), under the caller's condition; the attributes it asks back. */
export const attemptsStore = {
  update: (subject: string, expression: Expression & { ReturnValues?: 'UPDATED_NEW' }) => update<{ tries?: unknown }>(keys.attempts(subject), expression),
};

/** The items that move a user's contact login ids (./contact-ids.ts): each only while free or already theirs. */
export const loginIdItems = {
  /** The id is free or already this user's (it is not claimed yet). */
  checkFree: (kind: string, value: string, userId: string): TransactItem => ({
    ConditionCheck: { TableName: mainTable(), Key: keys.loginId(kind, value), ConditionExpression: 'attribute_not_exists(pk) OR userId = :me', ExpressionAttributeValues: { ':me': userId } },
  }),
  /** Claims the id for the user, if it is free or already theirs. */
  claim: (kind: string, value: string, userId: string): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.loginId(kind, value), entity: 'loginId', userId },
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    },
  }),
  /** Releases the id, if it is the user's. */
  release: (kind: string, value: string, userId: string): TransactItem => ({
    Delete: { TableName: mainTable(), Key: keys.loginId(kind, value), ConditionExpression: 'userId = :me', ExpressionAttributeValues: { ':me': userId } },
  }),
  updateUser: (userId: string, expression: Expression): TransactItem => ({ Update: { TableName: mainTable(), Key: keys.user(userId), ...expression } }),
};
