import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { updateUser } from '../../core/users';
import { loadCourseState } from '../../core/learner-state';
import { requireOpenEnrolment } from '../../core/course-access';
import { loadCourse } from '../../core/catalogue';
import { mayStartFree, stateWithFreeStart } from '../../core/free-start';

/**
 * POST v1/courses: makes a course the active one, if the learner holds it and it is open (spec 02 §4).
 * A course free to adult learners (the placement check) is enrolled on the way (free-start.ts).
 */
export const handler = http('changeCourse', async ({ input, caller }) => {
  let state = await loadCourseState(caller.userId, input.course_id);
  if (!state.enrolment && mayStartFree(caller, input.course_id))
    state = await stateWithFreeStart(caller, await loadCourse(input.course_id), state);
  requireOpenEnrolment(state, 'courseNotPurchased');
  await updateUser(caller.userId, { activeCourseId: String(input.course_id) });
  return ok({ course_id: input.course_id }, successMessages.redirectingToCourse);
});
