import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { classPage } from '../classes';

/** GET v1/org/classes/{classId}: the class, its children and the school's consent attestations. */
export const handler = http('orgClass', async ({ caller, params }) =>
  ok(await classPage((await adminScope(caller)).org, params.classId!)),
);
