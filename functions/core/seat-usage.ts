import * as z from 'zod/mini';
import * as keys from '../data/keys';
import { isConditionFailure, prefixes } from '../data/keys';
import { retryCollisions, transact, type TransactItem } from '../lib/transactions';
import type { ItemSchema } from '../lib/stored-items';
import { shardOf } from './class-scores';
import { orgItemsByPrefix, orgWrites, type LicenceRecord } from './store';

/**
 * How many keys of each pool are used (decision 0773). On an olympiad morning a school's children use
 * their keys within minutes, so no item is written by every use: a key's first use writes only the
 * learner's own items and the key (`counted: false`); right after it a follow-up turns the key to
 * counted and adds one to one of USED_SHARDS shards of the pool (by the learner's id), retrying a
 * collision with another learner of the same shard. A count that could not be made stays pending on
 * the key and is made at the holder's next sign-in with it. The pool's `issued` (keys issued and not
 * revoked) is written only by the organisation's admins and operators.
 */
export const USED_SHARDS = 10;

const usedShardSchema: ItemSchema<{ poolId: string; used?: number }> = z.looseObject({
  poolId: z.string(),
  used: z.optional(z.number()),
});

const usedShard = (userId: string) => shardOf(userId) % USED_SHARDS;

/** Counts a used key in its pool once; false when it was counted already (or revoked meanwhile). */
export async function countKeyUse(key: Pick<LicenceRecord, 'ref' | 'orgId' | 'poolId' | 'userId'>): Promise<boolean> {
  if (!key.poolId || !key.userId) return false;
  const { poolId, userId } = key;
  try {
    await retryCollisions(() =>
      transact([
        orgWrites.update(keys.licence(key.ref), {
          UpdateExpression: 'SET counted = :yes',
          ConditionExpression: '#state = :used AND counted = :no',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':yes': true, ':no': false, ':used': 'used' },
        }),
        usedShardItem(key.orgId, poolId, userId, 1),
      ]),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The pool's count of used keys moved by `delta` (a revoke of a counted key takes one away). */
export function usedShardItem(orgId: string, poolId: string, userId: string, delta: 1 | -1): TransactItem {
  return orgWrites.update(keys.orgUsedShard(orgId, poolId, usedShard(userId)), {
    UpdateExpression: 'SET entity = :entity, poolId = :pool ADD used :delta',
    ExpressionAttributeValues: { ':entity': 'seatsUsed', ':pool': poolId, ':delta': delta },
  });
}

/** Used keys by pool: one Query of the organisation's shards. */
export async function usedByPool(orgId: string): Promise<Map<string, number>> {
  const shards = await orgItemsByPrefix(orgId, prefixes.orgUsed, usedShardSchema);
  const used = new Map<string, number>();
  for (const s of shards) used.set(s.poolId, (used.get(s.poolId) ?? 0) + (s.used ?? 0));
  return used;
}
