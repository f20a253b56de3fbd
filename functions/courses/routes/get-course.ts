import { http, ok } from '../../lib/http';
import { coursePage } from '../course-page';

/** GET v1/courses/{courseId} (with `previewMode=1`, the preview): course details (spec 02 §3). */
export const handler = http('course', async ({ caller, params, input }) =>
  ok(await coursePage(caller, params.courseId, input.previewMode === '1')),
);
