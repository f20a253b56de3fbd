import { http, ok } from '../../lib/http';
import { applyLicence } from '../../identity/facade';
import { requireUser } from '../../core/profile';
import { licencesData } from '../licences-view';
import { notificationPut } from '../../core/notifications';

/** POST v1/licenses: apply an organisation's licence key once (spec 01 §3, §6); a junior cannot. */
export const handler = http('applyLicence', async ({ caller, input }) => {
  const user = await applyLicence(await requireUser(caller.userId), input.license_key, (licence) => [
    notificationPut(caller.userId, {
      message: `Licence key applied: you are now a learner of ${licence.orgName}.`,
      target: { name: 'mycourse', params: {} },
      status: 'success',
    }),
  ]);
  return ok(await licencesData(user), 'Licence key applied.');
});
