import { http, ok } from '../../lib/http';
import { finishOtp, hasChildLicence } from '../sign-in';
import { startSession } from '../session';
import { displayName } from '../users';

/** POST v1/verifyloginotp: the code signs the user in, creating the account for a new phone or e-mail. */
export const handler = http('verifyLoginOtp', async ({ input }) => {
  const { user, newUser } = await finishOtp(input.user_id, input.otp);
  const session = await startSession(user);
  const data = {
    token: session.token,
    expires_in: session.expiresIn,
    user_id: user.userId,
    user_name: displayName(user),
    user_phone: user.phone ?? null,
    user_email: user.email ?? null,
    new_user: newUser,
    isParent: user.type === 'k',
    hasChildLicense: user.type === 'k' ? await hasChildLicence(user.userId) : false,
    user_type: user.type,
    is_retail: user.retail,
  };
  return { ...ok(data, 'Login successful.'), cookies: session.cookies };
});
