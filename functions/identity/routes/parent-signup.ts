import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { startOtp } from '../send-codes';
import { contactRef } from '../resolve';
import { rules } from '../../core/security-rules';

/** POST v1/parentsignup: a parent's name and phone or e-mail; the OTP confirms it and creates the account. */
export const handler = http(
  'parentSignup',
  async ({ input }) =>
    ok(
      await startOtp(contactRef(input.login_id), { asParent: true, parentName: input.parent_name.trim() }),
      successMessages.otpSent,
    ),
  { floorMs: rules.sendCodeFloorMs },
);
