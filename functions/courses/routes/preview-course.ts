import { http, ok } from '../../lib/http';
import { coursePage } from '../course-page';

/** GET v1/courses/{courseId}/1: the course in preview mode, for visitors who have not bought it. */
export const handler = http('coursePreview', async ({ caller, params }) =>
  ok(await coursePage(caller, params.courseId, true)),
);
