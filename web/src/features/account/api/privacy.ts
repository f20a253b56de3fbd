import { apiCall, useApi } from '../../../lib/api-client';

/** "Delete my account" (decision 0801): whether it is set to be deleted, the code, the deletion, the restore. */
export function usePrivacyStatus() {
  return useApi('privacyStatus');
}

export function sendDeletionCode() {
  return apiCall('deleteAccountCode');
}

export function deleteAccount(otp: string) {
  return apiCall('deleteAccount', { otp });
}

export function restoreAccount() {
  return apiCall('restoreAccount');
}
