import type { OrgPeopleData } from '#shared/api/contract-orgs';
import { indexKeys } from '../data/keys';
import { orgMemberSchema } from '../core/store';
import { decodeCursor, encodeCursor } from './cursor';
import { poolsById } from './key-view';
import { PAGE_SIZE } from './key-list';
import { personRows } from './person-rows';
import { seatPools } from './seats';
import { queryGsi1, queryGsi2 } from './store';

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
    ? await queryGsi2(
        {
          partition: indexKeys.orgPeopleByIdPk(orgId),
          prefix: search,
          limit: PAGE_SIZE,
          start: decodeCursor(query.cursor, 'gsi2', indexKeys.orgPeopleByIdPk(orgId)),
        },
        orgMemberSchema,
      )
    : await queryGsi1(
        {
          partition: indexKeys.orgPeoplePk(orgId),
          newestFirst: true,
          limit: PAGE_SIZE,
          start: decodeCursor(query.cursor, 'gsi1', indexKeys.orgPeoplePk(orgId)),
        },
        orgMemberSchema,
      );
  return { people: await personRows(page.items, poolsById(await pools)), next: encodeCursor(page.last) };
}
