import type { OrgOverviewData } from '#shared/api/contract-orgs';
import { indexKeys } from '../data/keys';
import { licenceSchema, type OrgRecord } from '../core/store';
import { poolViews } from './seats';
import { queryGsi1 } from './store';

/** The console's first page (docs/organisations.md, "Overview"): seats per pool and the latest first uses of keys. */
const RECENT = 8;

export async function overview(org: OrgRecord, now = Date.now()): Promise<OrgOverviewData> {
  const [pools, recent] = await Promise.all([
    poolViews(org.orgId, now),
    queryGsi1(
      {
        partition: indexKeys.orgKeysPk(org.orgId),
        prefix: 'used#',
        limit: RECENT,
        newestFirst: true,
      },
      licenceSchema,
    ),
  ]);
  const sum = (field: 'seats' | 'issued' | 'used' | 'unused' | 'left') => pools.reduce((n, p) => n + p[field], 0);
  const names = new Map(pools.map((p) => [p.seats_id, p.name]));
  return {
    org_id: org.orgId,
    org_name: org.orgName,
    kind: org.kind ?? null,
    pools,
    totals: { seats: sum('seats'), issued: sum('issued'), used: sum('used'), unused: sum('unused'), left: sum('left') },
    recent: recent.items.map((k) => ({
      key: k.masked,
      login_id: k.holderLoginId ?? null,
      used_at: k.appliedAt ?? '',
      seats_name: (k.poolId && names.get(k.poolId)) || null,
    })),
  };
}
