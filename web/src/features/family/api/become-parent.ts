import { apiCall } from '../../../lib/api-client';
import { expiryFrom, updateSession } from '../../../lib/session';

/**
 * An adult learner becoming a parent without signing out: POST v1/becomeparent sends an OTP to the
 * mobile number, POST v1/becomeparent/verify spends it and answers with a parent's session.
 */
export function sendParentOtp(mobile: string) {
  return apiCall('becomeParent', { mobile: mobile.replace(/\s+/g, '') });
}

/** True once the account is a parent's and the session holds the parent's token. */
export async function verifyParentOtp(otp: string): Promise<true> {
  const { data } = await apiCall('becomeParentVerify', { otp: otp.trim() });
  updateSession({
    token: data.token,
    tokenExpiresAt: expiryFrom(data.expires_in),
    userType: 'k',
    isParent: true,
    phone: data.user_phone ?? '',
  });
  return true;
}
