import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { restoreChild } from '../child-deletion';

/** POST v1/privacy/restore_child: a deleted child back within its undo window (decision 0801). */
export const handler = http('restoreChild', async ({ caller, input }) => {
  const parent = await requireUser(caller.userId);
  const child = await restoreChild(parent, input.child_id);
  return ok({ child_id: child.userId }, 'Child restored.');
});
