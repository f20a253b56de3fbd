import type { Caller } from '#shared/api/caller';
import type { CourseDetails } from '#shared/api/contract';
import { AppError } from '#shared/errors';
import { getUser } from '../core/users';
import { loadCourse } from '../core/catalogue';
import { loadCourseState } from '../core/learner-state';
import { courseDetails } from './course-view';
import { idParam, requireOpenEnrolment } from '../core/course-access';
import { liveClassLearner } from './live-class';

/**
 * The course page: two Queries (the course's structure, the learner's enrolment and progress) and
 * the learner's profile for their grade. Preview mode needs no enrolment and opens only the first
 * units (spec 02 §4).
 */
export async function coursePage(
  caller: Caller,
  rawCourseId: string | undefined,
  preview: boolean,
): Promise<CourseDetails> {
  const courseId = idParam(rawCourseId, 'courseNotFound');
  const [course, state, user] = await Promise.all([
    loadCourse(courseId),
    loadCourseState(caller.userId, courseId),
    getUser(caller.userId),
  ]);
  if (!course) throw new AppError('courseNotFound');
  if (!preview) requireOpenEnrolment(state);
  // A child's course (live junior) carries the retail flag of the parent's purchase: the caller's, which the child
  // token copies.
  const learner = liveClassLearner(user, caller.retail);
  // A certificate goes by e-mail: an adult learner without one is asked for it once the course is complete (decision
  // 445).
  const emailUpdate = Boolean(user) && !user?.email && caller.type !== 'w' && !caller.actingParentId;
  return courseDetails(course, state, {
    preview,
    caller,
    grade: user?.grade ?? null,
    emailUpdate,
    ...(learner ? { learner } : {}),
  });
}
