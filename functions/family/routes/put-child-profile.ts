import { http, ok } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { requireUser } from '../../core/profile';
import { editChild, resetChildPin } from '../child-changes';
import { deleteChild } from '../child-deletion';
import { childProfile } from '../child-view';
import { parentLicences } from '../../core/child-licences';

/** PUT v1/childprofile: edit the parent's own child, delete it (is_delete), or give it a new PIN (reset_pin). */
export const handler = http(
  'childProfilePut',
  async ({ caller, input }) => {
    const parent = await requireUser(caller.userId);
    if (input.action === 'delete') {
      const { eraseAfter } = await deleteChild(parent, input.child_id);
      return ok({ kind: 'deleted' as const, child_id: input.child_id, erase_after: eraseAfter }, 'Child deleted.');
    }
    const changed =
      input.action === 'resetPin'
        ? await resetChildPin(parent, input.child_id)
        : { ...(await editChild(parent, input)), pin: undefined };
    const licences = await parentLicences(parent.userId);
    const child = await childProfile(changed, { licences, ...(changed.pin ? { pin: changed.pin } : {}) });
    return ok({ kind: 'child' as const, child }, input.action === 'resetPin' ? 'New PIN created.' : 'Child updated.');
  },
  { multipart: parseMultipart },
);
