import { http, ok } from '../../lib/http';
import { countMetric } from '../../lib/metrics';
import { finishOtp, hasChildLicence } from '../sign-in';
import { otpVerifiedAnswer } from '../session';

/** POST v1/verifyloginotp: the code signs the user in, creating the account for a new phone or e-mail. */
export const handler = http('verifyLoginOtp', async ({ input }) => {
  const { user, newUser } = await finishOtp(input.user_id, input.otp);
  const hasChildLicense = user.type === 'k' ? await hasChildLicence(user.userId) : false;
  const { data, cookies } = await otpVerifiedAnswer(user, { newUser, hasChildLicense });
  countMetric('SignIns');
  return { ...ok(data, 'Login successful.'), cookies };
});
