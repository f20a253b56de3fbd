import type { CourseSummary } from '#shared/api/contract';
import { http, ok } from '../../lib/http';
import { courseSummary, listEnrolments } from '../learner-state';

/** GET v1/courses: the learner's courses for the live, online and coach lists (spec 02 §3, course summary). */
export const handler = http('courses', async ({ caller }) => {
  const enrolments = await listEnrolments(caller.userId);
  const courses: CourseSummary[] = enrolments
    .map(courseSummary)
    .sort((a, b) => a.course_title.localeCompare(b.course_title));
  return ok(courses);
});
