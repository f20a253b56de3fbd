import { apiCall, useApi } from '../../../lib/api-client';

/** The children's-data calls of the parent dashboard (decisions 0800, 0801): consent, the undo window. */
export function useChildrenPrivacy() {
  return useApi('privacyChildren');
}

export function restoreChild(childId: string) {
  return apiCall('restoreChild', { child_id: childId });
}

export function withdrawConsent(childId: string) {
  return apiCall('withdrawConsent', { child_id: childId });
}
