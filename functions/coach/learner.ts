import { AppError } from '#shared/errors';
import { getUser, type UserRecord } from '../core/users';
import { loadCourseState, isExpired } from '../core/learner-state';
import type { CourseState, Enrolment } from '../core/learner-state';
import { courseCoaching, type Coach, type CourseCoaching } from './coaching';
import { getOpenCall } from './store';

/** The caller on a coach course they hold: their record, the enrolment (open), the course's coach. */
export interface CoachContext {
  user: UserRecord;
  enrolment: CoachEnrolment;
  progress: CourseState['progress'];
  coaching: CourseCoaching;
  coach: Coach;
}

/** The enrolment of a coach course: calls booked, the last task review (48-hour rule), the feedback link. */
export type CoachEnrolment = Enrolment & { callsBooked?: number; lastReviewAt?: string; feedbackUrl?: string };

export async function coachContext(userId: string, courseId: number, now = Date.now()): Promise<CoachContext> {
  const [user, state, found] = await Promise.all([
    getUser(userId),
    loadCourseState(userId, courseId),
    courseCoaching(courseId),
  ]);
  if (!user) throw new AppError('tokenInvalid');
  if (!found) throw new AppError('coachNotSetUp');
  const enrolment = state.enrolment as CoachEnrolment | undefined;
  if (!enrolment) throw new AppError('courseNotBought');
  if (isExpired(enrolment, now)) throw new AppError('courseExpired');
  return { user, enrolment, progress: state.progress, ...found };
}

/** Whether the learner holds an upcoming call (the booking transaction's own guard, read first for its message). */
export async function hasOpenCall(userId: string): Promise<boolean> {
  return Boolean(await getOpenCall(userId));
}

/** Spec 02 §5: a call needs the profile's phone, e-mail and full name. */
export function hasCallProfile(user: UserRecord): boolean {
  return Boolean(user.phone && user.email && user.fullName?.trim());
}

export function requireCallProfile(user: UserRecord): void {
  if (!hasCallProfile(user)) throw new AppError('coachProfileIncomplete');
}

/** Organisation (business-to-business) learners: their organisation schedules; they may only ask to cancel. */
export function isB2b(user: UserRecord): boolean {
  return !user.retail;
}
