import type { Caller } from '#shared/api/caller';
import { courseFlags } from '#shared/content/course-flags';
import { AppError } from '#shared/errors';
import { getUser } from './users';
import type { CourseStructure } from './catalogue';
import { enrolOnce, loadCourseState, todayIst, type CourseState, type Enrolment } from './learner-state';

/**
 * A new adult's free start (decision 0435): a course flagged `freeStart` (the placement
 * check, 428) is open to every adult learner without buying it. The first time such a learner opens
 * it (POST v1/courses) or starts its activity (POST v1/startAttempt) they are enrolled once, so its
 * progress, Up Next and the course lists work as for any course held. A junior, or a parent acting
 * for a child, is not an adult learner and is refused as before.
 */
export function mayStartFree(caller: Caller, courseId: number): boolean {
  return (
    Boolean(courseFlags(courseId).freeStart) && (caller.type === 'T' || caller.type === 'k') && !caller.actingParentId
  );
}

/**
 * The learner's state of the course, with the free enrolment made first when the course is free to
 * them and they do not hold it yet. The enrolment is a conditional Put (`enrolOnce`): two tabs at
 * once write it once, and an existing enrolment (bought, or from an organisation's key) is kept.
 */
export async function stateWithFreeStart(
  caller: Caller,
  course: CourseStructure | undefined,
  state: CourseState,
  now = Date.now(),
): Promise<CourseState> {
  if (state.enrolment || !course || !mayStartFree(caller, course.meta.course_id)) return state;
  await requireBackgroundForFreeStart(caller, course.meta.course_id); // refused before anything is written
  const enrolment: Enrolment = {
    userId: caller.userId,
    courseId: course.meta.course_id,
    courseTitle: course.meta.course_name,
    courseType: course.meta.courseType,
    purchaseStatus: 'purchased',
    openDate: todayIst(now),
    percentComplete: 0,
    grantedBy: 'free-start',
  };
  await enrolOnce(enrolment);
  // Read back: a concurrent request's enrolment (or an older one) is the one that counts.
  return loadCourseState(caller.userId, course.meta.course_id);
}

/**
 * The placement recommends a course for the learner's background (onboarding's first question), so
 * a retail adult is enrolled free only with one on record (a course held already is not asked
 * about); else the spec's 'Please complete your background profile information to proceed
 * further.', which the web shows with a link to Profile (decision 441).
 */
async function requireBackgroundForFreeStart(caller: Caller, courseId: number): Promise<void> {
  if (!caller.retail || !mayStartFree(caller, courseId)) return;
  const user = await getUser(caller.userId);
  if (!user?.background) throw new AppError('backgroundNeeded');
}
