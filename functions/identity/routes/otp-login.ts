import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { viewerAddress } from '../../lib/origin-check';
import { startOtp } from '../send-codes';
import { loginRef } from '../resolve';
import { rules } from '../../core/security-rules';

/** POST v1/otplogin: a sign-in code to the account's phone or e-mail (or to a new one); alike for both. */
export const handler = http(
  'otpLogin',
  async ({ input, event }) =>
    ok(
      await startOtp(loginRef(input.login_id), { asParent: false, viewer: viewerAddress(event) }),
      successMessages.otpSent,
    ),
  {
    floorMs: rules.sendCodeFloorMs,
  },
);
