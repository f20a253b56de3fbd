import { rules } from '../../core/security-rules';
import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { parentLicences } from '../../core/child-licences';
import { linkSchoolChild } from '../school-child-link';
import { childProfile } from '../child-view';

/**
 * POST v1/childprofile/link (decision 0893): the parent links a school's child by its login card. The floor keeps an
 * unknown login id from answering faster than a known one.
 */
export const handler = http(
  'linkSchoolChild',
  async ({ caller, input }) => {
    const parent = await requireUser(caller.userId);
    const linked = await linkSchoolChild(parent, input.login_id, input.pin);
    const licences = await parentLicences(parent.userId);
    return ok(await childProfile(linked, { licences }), 'Child linked.');
  },
  { floorMs: rules.childLinkFloorMs },
);
