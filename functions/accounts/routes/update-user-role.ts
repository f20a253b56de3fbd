import { http, ok } from '../../lib/http';
import { updateUser } from '../../core/users';
import { requireUser } from '../../core/profile';

/** POST v1/updateuserrole: the coach intake answers (spec 02 §3, §4). */
export const handler = http('updateUserRole', async ({ caller, input }) => {
  await requireUser(caller.userId);
  await updateUser(caller.userId, {
    coachIntake: { background: input.user_background, role: input.user_role, skill: input.user_skill },
  });
  return ok(
    { user_background: input.user_background, user_role: input.user_role, user_skill: input.user_skill },
    'Thank you! Your answers are saved.',
  );
});
