import { accountTexts } from '#shared/schemas/account-texts';
import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { listChildren } from '../../core/children';
import { childProfile } from '../child-view';
import { parentLicences, unapplied } from '../../core/child-licences';

/** GET v1/childprofile: the parent's children; none is an empty list with 'No child exist for this parent'. */
export const handler = http('childProfiles', async ({ caller }) => {
  const [parent, children, licences] = await Promise.all([
    requireUser(caller.userId),
    listChildren(caller.userId),
    parentLicences(caller.userId),
  ]);
  const childrenList = await Promise.all(children.map((c) => childProfile(c, { licences })));
  return ok(
    {
      parentName: parent.fullName ?? null,
      receiveWhatsappNotification: parent.receiveWhatsapp ?? false,
      whatsappNumber: parent.whatsappNumber ?? null,
      childrenList,
      unappliedLicences: unapplied(licences).length,
    },
    childrenList.length ? 'Success' : accountTexts.noChildren,
  );
});
