import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { viewerAddress } from '../../lib/origin-check';
import { loginRef } from '../../identity/facade';
import { requireUser } from '../../core/profile';
import { sendMergeCode } from '../merge-code';
import { rules } from '../../core/security-rules';

/** POST v1/sendotp: step one of an account merge (spec 01 §4); alike, and as long, for an id with no account. */
export const handler = http(
  'mergeSendOtp',
  async ({ caller, input, event }) => {
    const user = await requireUser(caller.userId);
    const data = await sendMergeCode(user, loginRef(input.user_name, 'user_name'), viewerAddress(event));
    return ok(data, successMessages.otpSent);
  },
  { floorMs: rules.sendCodeFloorMs },
);
