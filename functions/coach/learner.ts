import { AppError } from '#shared/errors';
import { getUser, type UserRecord } from '../identity/users';
import { loadCourseState, isExpired } from '../courses/learner-state';
import type { Enrolment } from '../courses/learner-state';
import { courseCoaching, type Coach, type CourseCoaching } from './coaching';

/** The caller on a coach course they hold: their record, the enrolment (open), the course's coach. */
export interface CoachContext {
  user: UserRecord;
  enrolment: Enrolment & { callsBooked?: number };
  coaching: CourseCoaching;
  coach: Coach;
}

export async function coachContext(userId: string, courseId: number, now = Date.now()): Promise<CoachContext> {
  const [user, state, found] = await Promise.all([getUser(userId), loadCourseState(userId, courseId), courseCoaching(courseId)]);
  if (!user) throw new AppError('tokenInvalid');
  if (!found) throw new AppError('coachNotSetUp');
  const enrolment = state.enrolment as (Enrolment & { callsBooked?: number }) | undefined;
  if (!enrolment) throw new AppError('courseNotBought');
  if (isExpired(enrolment, now)) throw new AppError('courseExpired');
  return { user, enrolment, ...found };
}

/** Spec 02 §5: a call needs the profile's phone, e-mail and full name. */
export function requireCallProfile(user: UserRecord): void {
  if (!user.phone || !user.email || !user.fullName?.trim()) throw new AppError('coachProfileIncomplete');
}

/** Organisation (business-to-business) learners: their organisation schedules; they may only ask to cancel. */
export function isB2b(user: UserRecord): boolean {
  return !user.retail;
}
