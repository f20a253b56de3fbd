import { http, ok } from '../../lib/http';
import { startSession } from '../../identity/session';
import { displayName } from '../../identity/users';
import { requireUser } from '../../accounts/profile';
import { verifyParentCode } from '../become-parent';

/**
 * POST v1/becomeparent/verify: the code proves the number; the account is now a parent's and gets
 * a new session (the old token names a regular learner), answered as POST v1/verifyloginotp does.
 */
export const handler = http('becomeParentVerify', async ({ caller, input }) => {
  const user = await verifyParentCode(await requireUser(caller.userId), input.otp);
  const session = await startSession(user);
  const data = {
    token: session.token,
    expires_in: session.expiresIn,
    user_id: user.userId,
    user_name: displayName(user),
    user_phone: user.phone ?? null,
    user_email: user.email ?? null,
    new_user: false,
    isParent: true,
    hasChildLicense: false,
    user_type: user.type,
    is_retail: user.retail,
  };
  return { ...ok(data, 'You are now set up as a parent.'), cookies: session.cookies };
});
