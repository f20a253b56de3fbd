import { accountTexts } from '#shared/schemas/account-texts';
import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { verifyMobileCode } from '../mobile';

/** POST v1/verifyOTP: the code proves the number, which becomes the verified phone of the profile. */
export const handler = http('verifyMobileOtp', async ({ caller, input }) => {
  const phone = await verifyMobileCode(await requireUser(caller.userId), input.otp);
  return ok({ phone, isMobVerified: true as const }, accountTexts.mobileVerified);
});
