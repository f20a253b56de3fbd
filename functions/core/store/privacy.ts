import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lib/aws';
import { mainTable } from '../../lib/main-table';
import * as keys from '../../data/keys';
import type { Condition, Expression, TransactItem } from '../../lib/transactions';

/**
 * Consent records and erase requests (../consent.ts, ../erasure-requests.ts; keys in
 * functions/data/keys.ts). Both are written in the transaction of the act they belong to: a child's
 * consent with the child, an erase request with the deletion.
 */
export const privacyItems = {
  putConsent: (subjectId: string, record: Record<string, unknown>, condition?: Condition): TransactItem => ({
    Put: { TableName: mainTable(), Item: { ...keys.consent(subjectId), entity: 'consent', ...record }, ...condition },
  }),
  updateConsent: (subjectId: string, expression: Expression): TransactItem => ({
    Update: { TableName: mainTable(), Key: keys.consent(subjectId), ...expression },
  }),
  /** A new erase request: fails if the subject already has one due at that time. */
  putErasure: (eraseAfter: string, subjectId: string, request: Record<string, unknown>): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.erasureDue(eraseAfter, subjectId), entity: 'erasureDue', ...request },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /** Cancels an erase request that no run has started. */
  deleteErasure: (eraseAfter: string, subjectId: string): TransactItem => ({
    Delete: {
      TableName: mainTable(),
      Key: keys.erasureDue(eraseAfter, subjectId),
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(startedAt)',
    },
  }),
};

export async function readConsent<T>(subjectId: string): Promise<T | undefined> {
  return (await db().send(new GetCommand({ TableName: mainTable(), Key: keys.consent(subjectId) }))).Item as
    T | undefined;
}
