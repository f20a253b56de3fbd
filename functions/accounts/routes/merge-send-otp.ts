import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { loginRef } from '../../identity/facade';
import { requireUser } from '../../core/profile';
import { sendMergeCode } from '../merge-code';
import { rules } from '../../core/security-rules';

/** POST v1/sendotp: step one of an account merge (spec 01 §4); alike, and as long, for an id with no account. */
export const handler = http(
  'mergeSendOtp',
  async ({ caller, input }) => {
    const data = await sendMergeCode(await requireUser(caller.userId), loginRef(input.user_name, 'user_name'));
    return ok(data, successMessages.otpSent);
  },
  { floorMs: rules.sendCodeFloorMs },
);
