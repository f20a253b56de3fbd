import { http, ok } from '../../lib/http';
import { findCoachCall, coachOf } from '../workspace';
import { updateCall } from '../coach-writes';
import { oneWorkspaceCall } from '../workspace-view';

/**
 * POST v1/coach/call: the coach marks one of their calls Completed or No show (once it has begun),
 * attaches the recording and audio links, or sets the learner's feedback link.
 */
export const handler = http('coachUpdateCall', async ({ caller, input }) => {
  const now = new Date();
  const { coachId } = await coachOf(caller);
  const call = await updateCall(await findCoachCall(coachId, input.schedule_id), coachId, input, now);
  return ok(await oneWorkspaceCall(call, now.getTime()), 'The call is updated.');
});
