import { http, ok } from '../../lib/http';
import { requireUser } from '../../accounts/profile';
import { applyChildLicence, hasUnappliedLicence } from '../child-licences';
import { childProfile } from '../child-view';

/** POST v1/childlicense: apply the parent's purchased licence to one of their children (spec 01 §4). */
export const handler = http('applyChildLicence', async ({ caller, input }) => {
  const parent = await requireUser(caller.userId);
  const applied = await applyChildLicence(parent, input.child_id);
  const parentHasLicence = await hasUnappliedLicence(parent.userId);
  return ok(await childProfile(applied, { parentHasLicence }), 'Licence applied.');
});
