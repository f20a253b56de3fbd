import type { LoginData, OtpVerifiedData, ValidatedUserData } from '#shared/api/contract';
import { expiryFrom, type Session } from '../../../lib/session';
import { homeAfterLogin } from '../../../lib/destinations';

/**
 * The stored session (spec 01 §3) built from each sign-in answer. `sso` is '1' for every sign-in
 * of our own; single sign-on may hand over '0' (the /purchase page then hides its navigation).
 */
interface Person {
  token: string;
  expires_in: number;
  user_id: string;
  user_name: string;
  login_id: string;
  email: string | null;
  phone: string | null;
  full_name: string | null;
  user_pic: string | null;
  user_type: Session['userType'];
  is_retail: boolean;
}

function toSession(p: Person, sso = '1'): Session {
  return {
    token: p.token,
    tokenExpiresAt: expiryFrom(p.expires_in),
    username: p.user_name,
    login_id: p.login_id,
    user_pic: p.user_pic ?? '',
    login_user_id: p.user_id,
    sso,
    email: p.email ?? '',
    phone: p.phone ?? '',
    userDetails: { user_mail: p.email ?? '', user_phone: p.phone ?? '', full_name: p.full_name ?? '' },
    userType: p.user_type,
    isParent: p.user_type === 'k',
    isRetail: p.is_retail,
  };
}

export function sessionFromLogin(data: LoginData): Session {
  const session = {
    ...toSession(data),
    ...(data.is_coach ? { isCoach: true } : {}),
    ...(data.is_org_admin ? { isOrgAdmin: true } : {}),
    ...(homeAfterLogin(data) ? { onboardingPending: true } : {}),
    ...(data.support_phone ? { supportPhone: data.support_phone } : {}),
  };
  return data.activeCourseId ? { ...session, activeCourseId: data.activeCourseId } : session;
}

/** After an OTP: the login id typed on the previous page, and the name a new parent gave. */
export function sessionFromOtp(data: OtpVerifiedData, loginId: string, fullName?: string): Session {
  return toSession({
    ...data,
    login_id: loginId,
    email: data.user_email,
    phone: data.user_phone,
    full_name: fullName ?? null,
    user_pic: null,
  });
}

export function sessionFromSso(data: ValidatedUserData, sso: string): Session {
  return toSession({ ...data, full_name: null }, sso);
}
