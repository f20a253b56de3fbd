import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { parseMultipart } from '../../lib/multipart';
import { requireUser } from '../../core/profile';
import { addChild } from '../../core/children';
import { updateParent } from '../child-changes';
import { childProfile } from '../child-view';
import { parentLicences } from '../../core/child-licences';

/**
 * POST v1/childprofile (spec 01 §7), one route for two forms: child fields (multipart with a photo,
 * or JSON) add a child and return its username and PIN; parent fields update the parent.
 */
export const handler = http(
  'childProfilePost',
  async ({ caller, input }) => {
    const parent = await requireUser(caller.userId);
    if (input.action === 'updateParent') {
      const updated = await updateParent(parent, input);
      const details = {
        parentName: updated.fullName ?? null,
        receiveWhatsappNotification: updated.receiveWhatsapp ?? false,
        whatsappNumber: updated.whatsappNumber ?? null,
      };
      return ok({ kind: 'parent' as const, parent: details }, 'Details saved.');
    }
    const added = await addChild(parent, input);
    const licences = await parentLicences(parent.userId);
    return ok(
      { kind: 'child' as const, child: await childProfile(added, { licences, pin: added.pin }) },
      'Child added.',
    );
  },
  { multipart: parseMultipart, idempotency },
);
