import { accountTexts } from '#shared/schemas/account-texts';
import { http, ok } from '../../lib/http';
import { requireUser, saveLegacyProfile } from '../../core/profile';

/** POST v1/user_profile, the older profile call; before a coach call it also says the calendar opens. */
export const handler = http('legacyProfile', async ({ caller, input }) => {
  await saveLegacyProfile(await requireUser(caller.userId), input);
  const message = input.isCoachCall
    ? `${accountTexts.profileUpdated} ${accountTexts.redirectingToCalendar}`
    : accountTexts.profileUpdated;
  return ok(null, message);
});
