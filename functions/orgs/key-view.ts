import type { OrgKeyRow } from '#shared/api/contract-orgs';
import { isPast } from '../core/licence-keys';
import type { LicenceRecord, SeatPool } from '../core/store';

/** A key as the console lists it: masked, never in full (decision 0771). */
export function keyRow(key: LicenceRecord, pools: ReadonlyMap<string, SeatPool>, now = Date.now()): OrgKeyRow {
  const pool = key.poolId ? pools.get(key.poolId) : undefined;
  return {
    key_id: key.ref,
    key: key.masked,
    seats_id: key.poolId ?? null,
    seats_name: pool?.name ?? null,
    state: key.state,
    expired: isPast(pool?.expiresOn ?? key.expiresOn, now),
    holder: key.holderLoginId ?? null,
    used_at: key.appliedAt ?? null,
    issued_at: key.issuedAt ?? null,
    revoked_at: key.revokedAt ?? null,
  };
}

export function poolsById(pools: readonly SeatPool[]): Map<string, SeatPool> {
  return new Map(pools.map((p) => [p.poolId, p]));
}
