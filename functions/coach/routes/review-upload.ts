import { taskFileTypes, taskExtension } from '#shared/schemas/coach-tasks';
import { http, ok } from '../../lib/http';
import { presignUpload } from '../../lib/uploads';
import { coachOf } from '../workspace';
import { REVIEW_UPLOAD } from '../tasks';

/** POST v1/coach/reviewupload: where a coach's browser uploads one reviewed file (`review/<userId>/…`). */
export const handler = http('coachReviewUpload', async ({ caller, input }) => {
  await coachOf(caller);
  return ok(await presignUpload(caller.userId, REVIEW_UPLOAD, taskFileTypes[taskExtension(input.file_name)!]));
});
