import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { sendPin } from '../send-codes';
import { loginRef } from '../resolve';
import { rules } from '../../core/security-rules';

/**
 * POST v1/forgotpassword: a new PIN to the account's phone or e-mail. The answer is the same whether
 * or not the account exists, and takes as long. `old_user_name` (spec 01 §7) is accepted and not needed.
 */
export const handler = http(
  'forgotPin',
  async ({ input }) => {
    await sendPin(loginRef(input.user_name, 'user_name'), { create: false });
    return ok(null, successMessages.pinSent);
  },
  { floorMs: rules.sendCodeFloorMs },
);
