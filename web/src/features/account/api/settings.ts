import { apiCall, useApi } from '../../../lib/api-client';

/** The calls of /settings (spec 01 §7): licences, speech and notification flags, PIN, merge. */
export function useLicences() {
  return useApi('licences');
}

export function applyLicence(licenceKey: string) {
  return apiCall('applyLicence', { license_key: licenceKey });
}

/** GET v1/checkspeech; `enabled` false asks nothing (a test that does not need it). */
export function useSpeech(enabled = true) {
  return useApi(enabled ? 'speech' : null);
}

export function setSpeech(on: boolean) {
  return apiCall('setSpeech', { speech_is_on: on });
}

export function useNotify() {
  return useApi('notify');
}

export function setNotify(on: boolean) {
  return apiCall('setNotify', { notify_is_on: on });
}

/** GET v1/resetpin: a new PIN goes to the account's phone or e-mail. */
export function resetPin() {
  return apiCall('resetPin');
}

export function sendMergeOtp(userName: string) {
  return apiCall('mergeSendOtp', { user_name: userName });
}

export function mergeAccounts(secondaryId: string, otp: string) {
  return apiCall('mergeUser', { secondary_id: secondaryId, otp });
}
