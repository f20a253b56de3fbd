import { successMessages } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { updateUser } from '../../identity/users';
import { loadCourseState } from '../learner-state';
import { requireOpenEnrolment } from '../access';

/** POST v1/courses: makes a course the active one, if the learner holds it and it is open (spec 02 §4). */
export const handler = http('changeCourse', async ({ input, caller }) => {
  requireOpenEnrolment(await loadCourseState(caller.userId, input.course_id), 'courseNotPurchased');
  await updateUser(caller.userId, { activeCourseId: String(input.course_id) });
  return ok({ course_id: input.course_id }, successMessages.redirectingToCourse);
});
