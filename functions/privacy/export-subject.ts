import { requireUser } from '../core/profile';
import { ownChild } from '../core/children';

/** Whose data a download holds: the signed-in adult's, or their own child's ('Child Token not found!' otherwise). */
export async function exportSubject(callerId: string, childId: string | undefined): Promise<string> {
  await requireUser(callerId);
  if (!childId) return callerId;
  return (await ownChild(callerId, childId)).child.userId;
}
