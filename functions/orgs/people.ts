import type { OrgPeopleData } from '#shared/api/contract-orgs';
import { indexKeys } from '../data/keys';
import { orgMemberSchema } from '../core/store';
import { listPage } from './cursor';
import { poolsById } from './key-view';
import { personRows } from './person-rows';
import { seatPools } from './seats';

/**
 * The People list (docs/organisations.md, "People"): everyone who joined with the organisation's keys,
 * newest first, 25 a page from the people index; a search is the start of a login id (its own index).
 */
export async function listPeople(
  orgId: string,
  query: { search?: string | undefined; cursor?: string | undefined },
): Promise<OrgPeopleData> {
  const search = query.search?.toLowerCase();
  const pools = seatPools(orgId);
  const page = search
    ? await listPage(
        'gsi2',
        { partition: indexKeys.orgPeopleByIdPk(orgId), cursor: query.cursor, prefix: search },
        orgMemberSchema,
      )
    : await listPage(
        'gsi1',
        { partition: indexKeys.orgPeoplePk(orgId), cursor: query.cursor, newestFirst: true },
        orgMemberSchema,
      );
  return { people: await personRows(page.items, poolsById(await pools)), next: page.next };
}
