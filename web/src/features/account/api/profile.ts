import type { ProfileData } from '#shared/api/contract-accounts';
import { apiCall, apiKey, useApi, type RequestOf } from '../../../lib/api-client';
import { forgetCached } from '../../../lib/swr-cache';
import { updateSession } from '../../../lib/session';

/** GET v3/user_profile (spec 01 §7): the profile, the onboarding state and the banner's flag. */
export function useProfile() {
  return useApi('profile');
}

/**
 * The header greets by full name: keep the stored session's copy in step with a saved profile. The
 * dashboard's banner flag ('Complete your profile') changed too, so its cached answer goes.
 */
export function rememberProfile(data: ProfileData): void {
  forgetCached(apiKey('dashboard'));
  updateSession({
    email: data.email ?? '',
    phone: data.phone ?? '',
    userDetails: { user_mail: data.email ?? '', user_phone: data.phone ?? '', full_name: data.full_name ?? '' },
  });
}

/** POST v3/user_profile: saves the edit view; answers with the whole profile again. */
export async function saveProfile(values: RequestOf<'updateProfile'>) {
  const result = await apiCall('updateProfile', values);
  rememberProfile(result.data);
  return result;
}

/** POST v1/sendOTP and v1/verifyOTP: verifying the profile's mobile number (spec 01 §4). */
export function sendMobileOtp(mobile: string) {
  return apiCall('sendMobileOtp', { mobile });
}

export function verifyMobileOtp(otp: string) {
  return apiCall('verifyMobileOtp', { otp });
}
