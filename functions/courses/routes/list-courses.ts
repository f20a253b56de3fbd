import type { CourseSummary } from '#shared/api/contract-course-lists';
import { http, ok } from '../../lib/http';
import * as clock from '../../lib/clock';
import { loadCourse } from '../../core/catalogue';
import { nextLiveClass } from '../live-class';
import { courseSummary, listEnrolments } from '../../core/learner-state';

const LIVE_TYPES: ReadonlySet<CourseSummary['type']> = new Set(['live', 'live_junior']);

/**
 * GET v1/courses: the learner's courses for the live, online and coach lists (spec 02 §3, course
 * summary); a live course also says its next class (decision 0460), from the course kept briefly in the function.
 */
export const handler = http('courses', async ({ caller }) => {
  const enrolments = await listEnrolments(caller.userId);
  const now = clock.now();
  const courses: CourseSummary[] = await Promise.all(
    enrolments.map(async (e) =>
      LIVE_TYPES.has(e.courseType)
        ? { ...courseSummary(e), next_class: nextLiveClass(await loadCourse(e.courseId), now) }
        : courseSummary(e),
    ),
  );
  return ok(courses.sort((a, b) => a.course_title.localeCompare(b.course_title)));
});
