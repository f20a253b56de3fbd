import { successMessages } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { startOtp } from '../send-codes';
import { loginRef } from '../resolve';

/** POST v1/otplogin: a sign-in code to the account's phone or e-mail (or to a new one). */
export const handler = http('otpLogin', async ({ input }) => ok(await startOtp(loginRef(input.login_id), { asParent: false }), successMessages.otpSent));
