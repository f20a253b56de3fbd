import { http, ok } from '../../lib/http';
import { countMetric } from '../../lib/metrics';
import { orgSupportPhone } from '../../core/organisations';
import { finishMfaStep, undoSetup } from '../staff-mfa';
import { loginData } from '../login-data';
import { startSession } from '../session';
import { signInContext } from '../sign-in-context';

/**
 * POST v1/verify_mfa: a staff member's authenticator code finishes the step their PIN or OTP opened
 * (decision 570) and signs them in, answered as POST v1/login. A first code also makes the
 * authenticator the account's MFA at the identity provider before the tokens are given.
 */
export const handler = http('verifyMfa', async ({ input, event }) => {
  const { user, totpSetupCode } = await finishMfaStep(input.mfa_token, input.code);
  const issuing = startSession(user, { context: signInContext(event), totpSetupCode }).catch(async (error: unknown) => {
    if (totpSetupCode) await undoSetup(user.userId);
    throw error;
  });
  const [session, supportPhone] = await Promise.all([issuing, orgSupportPhone(user.orgId)]);
  countMetric('SignIns');
  return {
    ...ok(loginData(user, session.token, session.expiresIn, supportPhone), 'Login successful.'),
    cookies: session.cookies,
  };
});
