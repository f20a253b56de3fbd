import { apiCall, useApi } from '../../../lib/api-client';

/**
 * A child's speaking-test slots (GET v1/child_slots/{childId}, POST v1/book_child_slot). Booking is
 * the parent's act: on the child dashboard the stored calls carry the child token, so these send
 * the parent's own token explicitly (as applying a licence does).
 */
export function useChildSlots(childId: string, parentToken: string | undefined, enabled: boolean) {
  return useApi(enabled ? 'childSlots' : null, undefined, { childId }, { token: parentToken });
}

export function bookChildSlot(childId: string, start: string, parentToken: string | undefined) {
  return apiCall('bookChildSlot', { child_id: childId, start }, undefined, parentToken ? { token: parentToken } : {});
}
