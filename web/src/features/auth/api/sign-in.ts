import type { LoginRequest } from '#shared/schemas/auth';
import { apiCall } from '../../../lib/api-client';

/**
 * The sign-in calls of spec 01 §7 that answer with the login response data or a message. Each is
 * one thin function over the shared client; the screens validate with the shared schemas first.
 */
const compact = (loginId: string) => loginId.replace(/\s+/g, '');

/** POST v1/login with a login id and a PIN or a licence key (the server tells them apart). */
export function loginWithPin(loginId: string, pin: string) {
  return apiCall('login', { login_id: compact(loginId), pin: pin.trim() } satisfies LoginRequest);
}

/** POST v1/login from the junior page: username, PIN and keepalive ("keep me signed in"). */
export function loginAsJunior(username: string, pin: string, keepalive: boolean) {
  return apiCall('login', { login_id: compact(username), pin: pin.trim(), keepalive } satisfies LoginRequest);
}

/** POST v1/login with the social payload of spec 01 §3. */
export function loginWithSocial(payload: Extract<LoginRequest, { social_domain: string }>) {
  return apiCall('login', payload);
}

/** POST v1/forgotpassword: sends a new PIN to the login id's phone or e-mail. */
export function requestPin(loginId: string) {
  return apiCall('forgotPin', { user_name: compact(loginId) });
}

/** POST v1/register: creates the account and sends its first PIN. */
export function register(loginId: string, fullName: string) {
  const name = fullName.trim();
  return apiCall('register', { login_id: compact(loginId), ...(name ? { full_name: name } : {}) });
}
