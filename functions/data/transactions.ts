import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';

/**
 * TransactWriteItems helpers. DynamoDB cancels a whole transaction when one condition fails and
 * says which item in `CancellationReasons`, in the order the items were sent.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/** Positions of the items whose condition failed in a cancelled transaction (empty for other errors). */
export function cancelledIndexes(error: unknown): number[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

export async function transact(items: TransactItem[]): Promise<void> {
  if (!items.length) return;
  if (items.length > MAX_TRANSACTION_ITEMS) throw new Error(`A transaction of ${items.length} items is over DynamoDB's limit of ${MAX_TRANSACTION_ITEMS}.`);
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}
