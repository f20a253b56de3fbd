import type { SeatPoolView } from '#shared/api/contract-orgs';
import { prefixes } from '../data/keys';
import { isPast } from '../core/licence-keys';
import { todayIst } from '../core/learner-state';
import { usedByPool } from '../core/seat-usage';
import { orgItemsByPrefix, seatPoolSchema, type SeatPool } from '../core/store';

/** The organisation's pools of seats and what is left of each (docs/organisations.md, "Seats"). */
export const EXPIRING_DAYS = 30;

export function seatPools(orgId: string): Promise<SeatPool[]> {
  return orgItemsByPrefix(orgId, prefixes.orgSeats, seatPoolSchema);
}

export async function poolViews(orgId: string, now = Date.now()): Promise<SeatPoolView[]> {
  const [pools, used] = await Promise.all([seatPools(orgId), usedByPool(orgId)]);
  const soon = todayIst(now + EXPIRING_DAYS * 86_400_000);
  return pools
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.name.localeCompare(b.name))
    .map((pool) => {
      const usedKeys = Math.min(used.get(pool.poolId) ?? 0, pool.issued);
      const expired = isPast(pool.expiresOn, now);
      return {
        seats_id: pool.poolId,
        name: pool.name,
        courses: pool.courses.map((c) => c.courseTitle),
        seats: pool.seats,
        issued: pool.issued,
        used: usedKeys,
        unused: pool.issued - usedKeys,
        left: Math.max(0, pool.seats - pool.issued),
        expires_on: pool.expiresOn,
        expired,
        expiring: !expired && pool.expiresOn <= soon,
      };
    });
}
