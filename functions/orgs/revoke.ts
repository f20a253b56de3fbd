import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '#shared/errors';
import * as keys from '../data/keys';
import { indexKeys, isConditionFailure } from '../data/keys';
import { isCollision, transact, type TransactItem } from '../lib/transactions';
import { closeItems, heldEnrolments } from '../core/key-grants';
import { usedShardItem } from '../core/seat-usage';
import { orgWrites, readLicence, type LicenceRecord } from '../core/store';
import { endTokensItem } from '../identity/facade';

/**
 * Revoking a key (docs/organisations.md, "Revoking a key"; decision 0774), in one transaction: the key
 * turns revoked (only if it is still as read: a key used at the same moment is read again), its seat
 * goes back to the pool, and if someone holds it, every token of theirs ends (their next request is
 * refused), the courses it granted close yesterday, and they stay among the people with their access
 * ended. What they earned (progress, results, certificates) stays theirs. A key of another
 * organisation is not found; a revoked key again is no change.
 */
const ROUNDS = 10;

export interface Revoked {
  key: LicenceRecord;
  already: boolean;
}

export async function revokeKey(orgId: string, ref: string, by: string, now = Date.now()): Promise<Revoked> {
  for (let round = 1; round <= ROUNDS; round++) {
    const key = await readLicence(ref);
    if (!key || key.orgId !== orgId) throw new AppError('keyNotFound');
    if (key.state === 'revoked') return { key, already: true };
    const at = new Date(now).toISOString();
    try {
      await transact(await revokeItems(key, by, at, now));
      return { key: { ...key, state: 'revoked', revokedAt: at, revokedBy: by }, already: false };
    } catch (error) {
      if (!isConditionFailure(error) && !isCollision(error)) throw error;
      await sleep(20 * round * Math.random());
    }
  }
  throw new AppError('orgBusy');
}

async function revokeItems(key: LicenceRecord, by: string, at: string, now: number): Promise<TransactItem[]> {
  const counted = key.counted === undefined ? 'attribute_not_exists(counted)' : 'counted = :counted';
  const items: TransactItem[] = [
    orgWrites.update(keys.licence(key.ref), {
      UpdateExpression: 'SET #state = :revoked, revokedAt = :at, revokedBy = :by, gsi1sk = :sk',
      ConditionExpression: `#state = :was AND ${counted}`,
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':revoked': 'revoked',
        ':was': key.state,
        ':at': at,
        ':by': by,
        ':sk': indexKeys.orgKeyByState(key.orgId, 'revoked', at, key.ref).gsi1sk,
        ...(key.counted === undefined ? {} : { ':counted': key.counted }),
      },
    }),
  ];
  if (key.poolId)
    items.push(
      orgWrites.update(keys.orgSeats(key.orgId, key.poolId), {
        UpdateExpression: 'SET issued = issued - :one',
        ConditionExpression: 'attribute_exists(pk) AND issued >= :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  if (key.state !== 'used' || !key.userId) return items;
  const holder = key.userId;
  if (key.poolId && key.counted) items.push(usedShardItem(key.orgId, key.poolId, holder, -1));
  items.push(
    endTokensItem(holder, now),
    orgWrites.update(keys.orgMember(key.orgId, holder), {
      UpdateExpression: 'SET endedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    }),
    ...closeItems(holder, key.ref, await heldEnrolments(holder, key), now),
  );
  return items;
}
