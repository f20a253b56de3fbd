import { setTimeout as sleep } from 'node:timers/promises';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './aws';
import { isConditionFailure } from '../data/keys';

/**
 * TransactWriteItems helpers. DynamoDB cancels a whole transaction when one condition fails and
 * says which item in `CancellationReasons`, in the order the items were sent.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The expression parts of an update (or, without `UpdateExpression`, a condition) that a store is handed by a domain
 * rule.
 */
export type Expression = Pick<
  NonNullable<TransactItem['Update']>,
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;
export type Condition = Omit<Expression, 'UpdateExpression'>;

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/** Each item's reason code in a cancelled transaction ('None', 'ConditionalCheckFailed', …); empty for other errors. */
function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}

/** Positions of the items whose condition failed in a cancelled transaction (empty for other errors). */
export function cancelledIndexes(error: unknown): number[] {
  return cancellationCodes(error).flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
}

/** A failed condition, or a transaction that collided with a concurrent one on the same item. */
export function isWriteConflict(error: unknown): boolean {
  if (isConditionFailure(error)) return true;
  if (error instanceof Error && error.name === 'TransactionConflictException') return true;
  return cancellationCodes(error).includes('TransactionConflict');
}

export async function transact(items: TransactItem[]): Promise<void> {
  if (!items.length) return;
  if (items.length > MAX_TRANSACTION_ITEMS)
    throw new Error(`A transaction of ${items.length} items is over DynamoDB's limit of ${MAX_TRANSACTION_ITEMS}.`);
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * Another transaction on one of the same items at the same moment (TransactionConflict), or DynamoDB
 * asking for patience: worth trying again after a short, random wait.
 */
export function isCollision(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? '';
  const codes = cancellationCodes(error);
  return (
    name === 'TransactionConflictException' ||
    codes.includes('TransactionConflict') ||
    codes.includes('ThrottlingError')
  );
}

/** Runs `attempt` again after a collision (jittered, growing waits), at most `tries` times in all. */
export async function retryCollisions<T>(attempt: () => Promise<T>, tries = 5): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (round >= tries || !isCollision(error)) throw error;
      await sleep(10 * 2 ** round * Math.random());
    }
  }
}
