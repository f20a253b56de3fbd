import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { rules } from '../../core/security-rules';
import { requireUser } from '../../core/profile';
import { sendMobileCode } from '../mobile';

/** POST v1/sendOTP: an OTP to verify the profile's mobile number (spec 01 §4). */
export const handler = http('sendMobileOtp', async ({ caller, input }) => {
  await sendMobileCode(await requireUser(caller.userId), input.mobile);
  return ok({ mobile: input.mobile, resend_after: rules.resendWaitSeconds }, successMessages.otpSent);
});
