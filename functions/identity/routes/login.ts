import { resolveUsername } from '#shared/auth/login-id';
import { http, ok } from '../../lib/http';
import { countMetric } from '../../lib/metrics';
import { isLicenceKeyAttempt, juniorSignIn, pinOrLicenceSignIn, socialSignIn } from '../sign-in';
import { loginData } from '../login-data';
import { orgSupportPhone } from '../../core/organisations';
import { startSession, type SessionIssuer } from '../session';
import { loginRef } from '../resolve';
import { rules } from '../../core/security-rules';
import { successMessages } from '#shared/success-messages';
import { isStaff, openMfaStep } from '../staff-mfa';
import { signInContext } from '../sign-in-context';

/**
 * POST v1/login: login id + PIN or licence key, a junior's username + PIN, or a social sign-in. Held
 * to a fixed least time, so an unknown id and a wrong PIN also take as long (docs/security.md).
 * A junior's and a licence key's session is the product's own, the others Cognito's
 * (docs/identity.md, "Learner sessions"). A staff account gets the authenticator step instead
 * (POST v1/verify_mfa finishes it; decision 570).
 */
export const handler = http(
  'login',
  async ({ input, event }) => {
    let user;
    let keepalive = true;
    let issuer: SessionIssuer = 'cognito';
    if ('social_domain' in input) {
      user = await socialSignIn(input.user_token, input.social_domain, input.user_name, input.photo_url);
    } else if ('keepalive' in input) {
      const username = resolveUsername(input.login_id);
      user = await juniorSignIn(username.ok ? username.value : '', input.pin);
      keepalive = input.keepalive;
      issuer = 'product';
    } else {
      user = await pinOrLicenceSignIn(loginRef(input.login_id), input.pin);
      if (isLicenceKeyAttempt(input.pin)) issuer = 'product';
    }
    const context = signInContext(event);
    // A staff account's PIN (or key, or provider) is only the first factor: no token before its authenticator code.
    if (isStaff(user)) return ok(await openMfaStep(user, context), successMessages.mfaStep);
    const [session, supportPhone] = await Promise.all([
      startSession(user, { keepalive, issuer, context }),
      orgSupportPhone(user.orgId),
    ]);
    countMetric('SignIns');
    return {
      ...ok(loginData(user, session.token, session.expiresIn, supportPhone), 'Login successful.'),
      cookies: session.cookies,
    };
  },
  { floorMs: rules.signInFloorMs },
);
