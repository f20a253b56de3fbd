import { http, ok } from '../../lib/http';
import { profileData, requireUser, saveProfile } from '../../core/profile';

/** POST v3/user_profile: the profile form (spec 01 §4, §5). */
export const handler = http('updateProfile', async ({ caller, input }) => {
  const user = await saveProfile(await requireUser(caller.userId), input);
  return ok(await profileData(user), 'Profile updated.');
});
