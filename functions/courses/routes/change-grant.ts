import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { getUser, updateUser } from '../../core/users';
import { loadCourse } from '../../core/catalogue';
import { enrolOnce, todayIst } from '../../core/learner-state';
import { readChildLink } from '../../core/store';

/**
 * POST v1/change_grant: a child's class (3 to 10) for the olympiad. The olympiad course adapts to
 * the class, so every class has the same course; the class is kept on the learner and enrols them.
 * With child_id, a parent sets it for their own child.
 */
export const OLYMPIAD_COURSE_ID = 300;

export const handler = http('changeGrant', async ({ input, caller }) => {
  let learnerId = caller.userId;
  if (input.child_id) {
    if (caller.type !== 'k' || caller.actingParentId) throw new AppError('forbidden');
    if (!(await readChildLink(caller.userId, input.child_id))) throw new AppError('childNotFound');
    learnerId = input.child_id;
  }
  const [learner, course] = await Promise.all([getUser(learnerId), loadCourse(OLYMPIAD_COURSE_ID)]);
  if (!learner) throw new AppError('childNotFound');
  if (!course) throw new AppError('courseNotFound');
  await enrolOnce({
    userId: learnerId,
    courseId: OLYMPIAD_COURSE_ID,
    courseTitle: course.meta.course_name,
    courseType: course.meta.courseType,
    purchaseStatus: 'purchased',
    openDate: todayIst(),
    percentComplete: 0,
    grantedBy: 'olympiad',
  });
  await updateUser(learnerId, { grade: input.grade, activeCourseId: String(OLYMPIAD_COURSE_ID) });
  return ok({ course_id: OLYMPIAD_COURSE_ID, grade: input.grade }, 'Class saved.');
});
