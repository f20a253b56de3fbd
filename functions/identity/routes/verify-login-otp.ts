import { http, ok } from '../../lib/http';
import { countMetric } from '../../lib/metrics';
import { finishOtp, hasChildLicence } from '../sign-in';
import { otpVerifiedAnswer } from '../session';
import { successMessages } from '#shared/success-messages';
import { isStaff, openMfaStep } from '../staff-mfa';
import { signInContext } from '../sign-in-context';

/** POST v1/verifyloginotp: the code signs the user in, creating the account for a new phone or e-mail. */
export const handler = http('verifyLoginOtp', async ({ input, event }) => {
  const { user, newUser } = await finishOtp(input.user_id, input.otp);
  const context = signInContext(event);
  // A staff account's OTP is only the first factor (decision 570).
  if (isStaff(user)) return ok(await openMfaStep(user, context), successMessages.mfaStep);
  const hasChildLicense = user.type === 'k' ? await hasChildLicence(user.userId) : false;
  const { data, cookies } = await otpVerifiedAnswer(user, { newUser, hasChildLicense }, context);
  countMetric('SignIns');
  return { ...ok(data, 'Login successful.'), cookies };
});
