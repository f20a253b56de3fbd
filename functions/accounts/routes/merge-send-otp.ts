import { successMessages } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { loginRef } from '../../identity/resolve';
import { requireUser } from '../profile';
import { sendMergeCode } from '../merge-code';

/** POST v1/sendotp: step one of an account merge (spec 01 §4). */
export const handler = http('mergeSendOtp', async ({ caller, input }) => {
  const data = await sendMergeCode(await requireUser(caller.userId), loginRef(input.user_name, 'user_name'));
  return ok(data, successMessages.otpSent);
});
