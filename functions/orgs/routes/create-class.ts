import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { createClass } from '../classes';

/** POST v1/org/classes: a new class (a grade's section) of the admin's school. */
export const handler = http('orgCreateClass', async ({ caller, input }) => {
  const { admin, org } = await adminScope(caller);
  return ok({ class: await createClass(org, input, admin.userId) }, successMessages.classCreated);
});
