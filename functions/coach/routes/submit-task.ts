import { http, ok } from '../../lib/http';
import { verifyUpload } from '../../lib/uploads';
import { submitTask, taskRow, TASK_UPLOAD } from '../tasks';

/**
 * POST v1/user_tasks (spec 02 §7 Submit task): names the file the browser uploaded. The object must
 * be the caller's own task upload, present, of an accepted type and under 10 MB (HeadObject), and the
 * call must be the caller's, not cancelled and not yet reviewed.
 */
export const handler = http('submitTask', async ({ caller, input }) => {
  const upload = await verifyUpload(caller.userId, TASK_UPLOAD, input.task_file);
  const call = await submitTask(caller.userId, input.schedule_id, upload, input.file_name);
  return ok(await taskRow(call), 'Your task is submitted.');
});
