import { actForChild } from '../../../lib/session';
import { apiCall } from '../../../lib/api-client';

/**
 * POST v1/usertoken: a child-delegation token for one of the parent's own children; API calls then
 * carry it (spec 01 §4). The parent sign-in uses it to open the child dashboard it was sent from.
 */
export async function startActingForChild(childId: string): Promise<true> {
  const { data } = await apiCall('userToken', { child_id: childId });
  actForChild(data.child_id || childId, data.token);
  return true;
}
