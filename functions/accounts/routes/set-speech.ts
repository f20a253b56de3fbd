import { http, ok } from '../../lib/http';
import { updateUser } from '../../core/users';
import { requireUser } from '../../core/profile';

/** POST v1/checkspeech: the settings microphone toggle. */
export const handler = http('setSpeech', async ({ caller, input }) => {
  await requireUser(caller.userId);
  await updateUser(caller.userId, { speechOn: input.speech_is_on });
  return ok({ speech_is_on: input.speech_is_on }, 'Saved.');
});
