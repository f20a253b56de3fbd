import { apiCall, useApi } from '../../../lib/api-client';

/** GET v1/mydashboard: isSubscribe, childStatus, upnext, show_dailystep (spec 01 §7). */
export function useDashboard(ready = true) {
  return useApi(ready ? 'dashboard' : null);
}

/** POST v1/updateSubscribe: the subscribe modal's answer. */
export function updateSubscribe(isSubscribe: boolean) {
  return apiCall('updateSubscribe', { isSubscribe });
}
