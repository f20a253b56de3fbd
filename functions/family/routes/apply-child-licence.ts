import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { applyChildLicence, parentLicences } from '../../core/child-licences';
import { childProfile } from '../child-view';

/**
 * POST v1/childlicense: give one of the parent's purchased licences to one of their children (spec
 * 01 §4): the one named by `licence_id`, or the only one this child may take.
 */
export const handler = http('applyChildLicence', async ({ caller, input }) => {
  const parent = await requireUser(caller.userId);
  const { own, licence } = await applyChildLicence(parent, input.child_id, input.licence_id);
  const child = await childProfile(own, { licences: await parentLicences(parent.userId) });
  return ok(child, `${licence.productName} applied to ${child.child_name}.`);
});
