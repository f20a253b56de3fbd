import { apiCall } from '../../../lib/api-client';

/** POST v1/verify_mfa: a staff member's authenticator code, with the step their PIN or OTP opened (decision 570). */
export function verifyMfa(mfaToken: string, code: string) {
  return apiCall('verifyMfa', { mfa_token: mfaToken, code: code.replace(/\s+/g, '') });
}
