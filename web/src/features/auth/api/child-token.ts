import { actForChild, getSession } from '../../../lib/session';
import { apiCall } from '../../../lib/api-client';

/**
 * POST v1/usertoken: a child-delegation token for one of the parent's own children; API calls then
 * carry it (spec 01 §4). The parent sign-in uses it to open the child dashboard it was sent from. A
 * token for that child already held is kept; asking for another child is the parent's own act, with
 * the parent's own token (a child token may not ask for tokens).
 */
export async function startActingForChild(childId: string): Promise<true> {
  const session = getSession();
  if (session?.actingChild?.childId === childId) return true;
  const { data } = await apiCall(
    'userToken',
    { child_id: childId },
    undefined,
    session?.actingChild ? { token: session.token } : {},
  );
  actForChild(data.child_id || childId, data.token);
  return true;
}
