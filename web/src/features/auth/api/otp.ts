import { apiCall } from '../../../lib/api-client';

/** The parent OTP calls of spec 01 §4 and §7. */
const compact = (loginId: string) => loginId.replace(/\s+/g, '');

/** POST v1/otplogin: sends an OTP to a phone or e-mail. */
export function requestOtp(loginId: string) {
  return apiCall('otpLogin', { login_id: compact(loginId) });
}

/** POST v1/parentsignup: a new parent account, confirmed by the OTP it sends. */
export function signUpParent(loginId: string, parentName: string) {
  return apiCall('parentSignup', { login_id: compact(loginId), parent_name: parentName.trim() });
}

/** POST v1/verifyloginotp: the OTP and the user id the sending call answered with. */
export function verifyOtp(otp: string, userId: string) {
  return apiCall('verifyLoginOtp', { otp: otp.trim(), user_id: userId });
}

/** What the page that sent an OTP hands to /parent/verifyotp (router state). */
export interface OtpHandOver {
  /** The id POST v1/verifyloginotp needs, from the sending call's answer. */
  userId: string;
  loginId: string;
  resendAfter: number;
  /** The sending call's message ('OTP sent successfully.'). */
  message: string;
  /** Which page sent it: resending repeats that page's call, changing the id goes back there. */
  from: 'login' | 'signup';
  parentName?: string;
}

export function isOtpHandOver(value: unknown): value is OtpHandOver {
  const v = value as Partial<OtpHandOver> | null;
  return typeof v?.userId === 'string' && typeof v.loginId === 'string' && (v.from === 'login' || v.from === 'signup');
}
