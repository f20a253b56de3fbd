import type { OrgKeysData } from '#shared/api/contract-orgs';
import type { KeyFilter } from '#shared/schemas/orgs';
import * as keys from '../data/keys';
import { indexKeys } from '../data/keys';
import { batchGetAll } from '../lib/batch-get';
import { findLicence } from '../core/licence-keys';
import { licenceSchema, orgMemberSchema, type LicenceRecord } from '../core/store';
import { listPage, PAGE_SIZE } from './cursor';
import { keyRow, poolsById } from './key-view';
import { seatPools } from './seats';
import { queryGsi2 } from './store';

/**
 * The Keys list (docs/organisations.md, "Keys"): 25 a page, newest first, from the organisation's
 * index partitions (all keys by time of issue; or one state by time), never a Scan. A search is
 * either a whole key (its hash looked up: an admin holding a key learns whether it is used) or the
 * start of a holder's login id (the people's login-id index, then their keys).
 */
export async function listKeys(
  orgId: string,
  query: { state?: KeyFilter | undefined; search?: string | undefined; cursor?: string | undefined },
): Promise<OrgKeysData> {
  const pools = poolsById(await seatPools(orgId));
  if (query.search) return { keys: (await searchKeys(orgId, query.search)).map((k) => keyRow(k, pools)), next: null };
  const state = query.state ?? 'all';
  const page =
    state === 'all'
      ? await listPage(
          'gsi2',
          { partition: indexKeys.orgAllKeysPk(orgId), cursor: query.cursor, newestFirst: true },
          licenceSchema,
        )
      : await listPage(
          'gsi1',
          { partition: indexKeys.orgKeysPk(orgId), cursor: query.cursor, prefix: `${state}#`, newestFirst: true },
          licenceSchema,
        );
  return { keys: page.items.map((k) => keyRow(k, pools)), next: page.next };
}

async function searchKeys(orgId: string, search: string): Promise<LicenceRecord[]> {
  const [whole, holders] = await Promise.all([
    /^[A-Za-z0-9-]{8,64}$/.test(search) ? findLicence(search) : undefined,
    queryGsi2(
      {
        partition: indexKeys.orgPeopleByIdPk(orgId),
        prefix: search.toLowerCase(),
        limit: PAGE_SIZE,
      },
      orgMemberSchema,
    ),
  ]);
  const refs = holders.items.flatMap((m) => (m.ref ? [m.ref] : []));
  const held = refs.length
    ? await batchGetAll(
        refs.map((ref) => keys.licence(ref)),
        licenceSchema,
      )
    : [];
  const found = [...(whole ? [whole] : []), ...held].filter((k) => k.orgId === orgId);
  return [...new Map(found.map((k) => [k.ref, k])).values()];
}
