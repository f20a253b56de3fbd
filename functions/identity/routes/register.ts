import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { sendPin } from '../send-codes';
import { contactRef } from '../resolve';
import { rules } from '../../core/security-rules';

/** POST v1/register ('Create an account'): a new account gets a PIN by SMS or e-mail. */
export const handler = http(
  'register',
  async ({ input }) => {
    await sendPin(contactRef(input.login_id), {
      create: true,
      ...(input.full_name ? { fullName: input.full_name } : {}),
    });
    return ok(null, successMessages.pinSentBanner);
  },
  { floorMs: rules.sendCodeFloorMs },
);
