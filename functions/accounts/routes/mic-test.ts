import { http, ok } from '../../lib/http';
import { updateUser } from '../../core/users';
import { requireUser } from '../../core/profile';

/**
 * POST v1/micTest: the echo test's answer (spec 01 §4, 02 §4). Success leads to the speech check,
 * which turns speech on; a failure is recorded and leaves the speech setting as it was.
 */
export const handler = http('micTest', async ({ caller, input }) => {
  const user = await requireUser(caller.userId);
  const at = new Date().toISOString();
  await updateUser(caller.userId, { micTest: { ok: input.success, at }, ...(input.success ? { speechOn: true } : {}) });
  const speechOn = input.success || (user.speechOn ?? false);
  return ok(
    { mic_ok: input.success, speech_is_on: speechOn },
    input.success ? 'Your microphone works. Speech is on.' : 'We could not hear your microphone.',
  );
});
