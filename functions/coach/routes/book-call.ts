import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { bookedStarts, freeSlots } from '../coaching';
import { bookCall } from '../calls';
import { callView } from '../call-view';
import { emailCopy } from '../../accounts/notification-copies';
import { coachContext, isB2b, requireCallProfile } from '../learner';

/**
 * POST v1/book_coach_call: books one free slot (spec 02 §6 canScheduleCall). The profile must have
 * phone, e-mail and full name; the slot must be one the coach offers, inside the course's dates;
 * the booking transaction enforces the slot, one call at a time and the course's call count.
 */
export const handler = http('bookCoachCall', async ({ caller, input }) => {
  const now = new Date();
  const { user, enrolment, coaching, coach } = await coachContext(caller.userId, input.course_id, now.getTime());
  requireCallProfile(user);
  if (isB2b(user)) throw new AppError('b2bSchedulesCalls');
  if (enrolment.closeDate && input.start.slice(0, 10) > enrolment.closeDate) throw new AppError('callBeyondExpiry');
  if (!freeSlots(coach, await bookedStarts(coach.coach_id, now), now).includes(input.start)) throw new AppError('slotNotAvailable');
  const call = await bookCall(caller.userId, coaching, coach, input.start, now);
  const when = new Date(call.start).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  await emailCopy(user, 'Your Fluentia coach call is booked', `Your call with ${coach.name} is booked for ${when} (India time). Join from My Course 5 minutes before.`);
  return ok(callView(call, now.getTime()), 'Your call is booked.');
}, { idempotency });
