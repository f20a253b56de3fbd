import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { listClasses } from '../classes';

/** GET v1/org/classes: the school's classes, by grade and section. */
export const handler = http('orgClasses', async ({ caller }) =>
  ok({ classes: await listClasses((await adminScope(caller)).org) }),
);
