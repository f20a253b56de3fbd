import { taskFileTypes, taskExtension } from '#shared/schemas/coach-tasks';
import { http, ok } from '../../lib/http';
import { presignUpload } from '../../lib/uploads';
import { TASK_UPLOAD } from '../tasks';

/**
 * POST v1/taskupload: where the browser uploads one task file (a presigned POST into the caller's
 * own `task/` namespace, under 10 MB, of the type its name says). user_tasks then names the key.
 */
export const handler = http('taskUpload', async ({ caller, input }) => {
  const contentType = taskFileTypes[taskExtension(input.file_name)!];
  return ok(await presignUpload(caller.userId, TASK_UPLOAD, contentType));
});
