import { http, ok } from '../../lib/http';
import { finishOnboarding, profileData, requireUser } from '../../core/profile';

/** POST v1/onboarding: the five steps' answers, saved at the end; onboarding is then done (spec 01 §4). */
export const handler = http('onboarding', async ({ caller, input }) => {
  const user = await finishOnboarding(await requireUser(caller.userId), input);
  return ok(await profileData(user), 'Onboarding complete.');
});
