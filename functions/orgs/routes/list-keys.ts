import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { listKeys } from '../key-list';

/** GET v1/org/keys: a page of the organisation's keys, masked; filtered by state, or searched. */
export const handler = http('orgKeys', async ({ caller, input }) =>
  ok(await listKeys((await adminScope(caller)).org.orgId, input)),
);
