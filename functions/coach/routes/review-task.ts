import { http, ok } from '../../lib/http';
import { verifyUpload } from '../../lib/uploads';
import { coachOf, findCoachCall } from '../workspace';
import { reviewTask } from '../coach-writes';
import { REVIEW_UPLOAD } from '../tasks';
import { oneWorkspaceCall } from '../workspace-view';

/**
 * POST v1/coach/review: the reviewed file for a learner's submitted task, on one of this coach's
 * calls. The object must be the coach's own review upload (HeadObject); the review is kept once, and
 * the learner's next booking of that course then waits 48 hours.
 */
export const handler = http('coachReviewTask', async ({ caller, input }) => {
  const now = new Date();
  const { coachId } = await coachOf(caller);
  const call = await findCoachCall(coachId, input.schedule_id);
  const upload = await verifyUpload(caller.userId, REVIEW_UPLOAD, input.review_file);
  const reviewed = await reviewTask(call, coachId, upload, input.file_name, now);
  return ok(await oneWorkspaceCall(reviewed, now.getTime()), 'The review is sent to the learner.');
});
