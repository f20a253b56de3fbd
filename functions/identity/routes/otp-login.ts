import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { startOtp } from '../send-codes';
import { loginRef } from '../resolve';
import { rules } from '../../core/security-rules';

/** POST v1/otplogin: a sign-in code to the account's phone or e-mail (or to a new one); alike for both. */
export const handler = http(
  'otpLogin',
  async ({ input }) => ok(await startOtp(loginRef(input.login_id), { asParent: false }), successMessages.otpSent),
  {
    floorMs: rules.sendCodeFloorMs,
  },
);
