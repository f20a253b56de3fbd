import { AppError } from '#shared/errors';
import { isExpired, type CourseState } from './learner-state';

/** Path ids come as text; anything but a whole number is no such course (or activity). */
export function idParam(value: string | undefined, notFound: 'courseNotFound' | 'elementNotFound'): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new AppError(notFound);
  return Number(value);
}

/** The learner must hold an open enrolment (spec 02 §8 messages). */
export function requireOpenEnrolment(
  state: CourseState,
  notBought: 'courseNotBought' | 'courseNotPurchased' = 'courseNotBought',
): void {
  if (!state.enrolment) throw new AppError(notBought);
  if (isExpired(state.enrolment)) throw new AppError('courseExpired');
}
