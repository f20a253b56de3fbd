import { indexKeys, isConditionFailure } from '../data/keys';
import { transact } from '../lib/transactions';
import { heldEnrolments, renewItems } from '../core/key-grants';
import { licenceSchema, type SeatPool } from '../core/store';
import { queryGsi1 } from './store';

/**
 * When an operator moves a pool's last day (npm run org:seats --expires), the people already learning
 * with its keys get the new day too: each used key of the pool (the organisation's used keys, a page at
 * a time from the index) re-dates the courses it granted, one small transaction a person, only where
 * the enrolment is still that key's. Unused keys read the pool's day when they are first used.
 * Returns how many people's courses moved.
 */
export async function renewUsedKeys(pool: SeatPool): Promise<number> {
  let moved = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryGsi1(
      {
        partition: indexKeys.orgKeysPk(pool.orgId),
        prefix: 'used#',
        limit: 100,
        ...(start ? { start } : {}),
      },
      licenceSchema,
    );
    for (const key of page.items.filter((k) => k.poolId === pool.poolId && k.userId)) {
      const items = renewItems(key.userId!, key.ref, await heldEnrolments(key.userId!, key), pool.expiresOn);
      try {
        await transact(items);
        if (items.length) moved++;
      } catch (error) {
        // The enrolment changed hands meanwhile: nothing of the key's is left to move.
        if (!isConditionFailure(error)) throw error;
      }
    }
    start = page.last;
  } while (start);
  return moved;
}
