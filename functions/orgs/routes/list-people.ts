import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { listPeople } from '../people';

/** GET v1/org/people: a page of the people who joined with the organisation's keys, with their progress. */
export const handler = http('orgPeople', async ({ caller, input }) =>
  ok(await listPeople((await adminScope(caller)).org.orgId, input)),
);
