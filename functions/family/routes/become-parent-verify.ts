import { http, ok } from '../../lib/http';
import { otpVerifiedAnswer } from '../../identity/session-facade';
import { requireUser } from '../../core/profile';
import { verifyParentCode } from '../become-parent';

/**
 * POST v1/becomeparent/verify: the code proves the number; the account is now a parent's and gets
 * a new session (the old token names a regular learner), answered as POST v1/verifyloginotp does.
 */
export const handler = http('becomeParentVerify', async ({ caller, input }) => {
  const user = await verifyParentCode(await requireUser(caller.userId), input.otp);
  const { data, cookies } = await otpVerifiedAnswer(user, { newUser: false, hasChildLicense: false });
  return { ...ok(data, 'You are now set up as a parent.'), cookies };
});
