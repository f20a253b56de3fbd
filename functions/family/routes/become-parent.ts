import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { rules } from '../../core/security-rules';
import { requireUser } from '../../core/profile';
import { sendParentCode } from '../become-parent';

/** POST v1/becomeparent: an OTP to the mobile number an adult learner gives to become a parent. */
export const handler = http('becomeParent', async ({ caller, input }) => {
  await sendParentCode(await requireUser(caller.userId), input.mobile);
  return ok({ mobile: input.mobile, resend_after: rules.resendWaitSeconds }, successMessages.otpSent);
});
