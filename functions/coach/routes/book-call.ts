import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { loadCourse } from '../../core/catalogue';
import { displayName } from '../../core/users';
import { bookedStarts, byCallNumber, callLimit, freeSlots } from '../coaching';
import { bookCall } from '../calls';
import { callView } from '../call-view';
import { checkLinkedUnit, checkReviewWait } from '../call-rules';
import { emailCopy } from '../../core/notification-copies';
import { coachContext, hasOpenCall, isB2b, requireCallProfile } from '../learner';

/**
 * POST v1/book_coach_call: books one free slot (spec 02 §6 canScheduleCall). The profile must have
 * phone, e-mail and full name; 48 hours must have passed since the last task review, and the call's
 * linked module must be 60 % done; the slot must be one the coach offers, inside the course's dates;
 * the booking transaction enforces the slot, one call at a time, the course's call count and the
 * review wait.
 */
export const handler = http(
  'bookCoachCall',
  async ({ caller, input }) => {
    const now = new Date();
    const { user, enrolment, progress, coaching, coach } = await coachContext(
      caller.userId,
      input.course_id,
      now.getTime(),
    );
    requireCallProfile(user);
    if (isB2b(user)) throw new AppError('b2bSchedulesCalls');
    if (enrolment.closeDate && input.start.slice(0, 10) > enrolment.closeDate) throw new AppError('callBeyondExpiry');
    // The plainer refusals first (the transaction enforces both again): a call already open, none left.
    if (await hasOpenCall(caller.userId)) throw new AppError('callAlreadyBooked');
    const limit = callLimit(coaching);
    if (limit !== null && (enrolment.callsBooked ?? 0) >= limit) throw new AppError('callsUsedUp');
    checkReviewWait(enrolment.lastReviewAt, now.getTime());
    const callNumber = (enrolment.callsBooked ?? 0) + 1;
    checkLinkedUnit(coaching, callNumber, await loadCourse(coaching.course_id), progress);
    const booked = await bookedStarts(coach.coach_id, now);
    // A slot the coach offers that another learner booked a moment ago: the booking transaction's answer.
    if (booked.has(input.start) && freeSlots(coach, new Set(), now).includes(input.start))
      throw new AppError('slotTaken');
    if (!freeSlots(coach, booked, now).includes(input.start)) throw new AppError('slotNotAvailable');
    const taskName = byCallNumber(coaching.tasks, callNumber);
    const call = await bookCall(caller.userId, coaching, coach, input.start, now, {
      callNumber,
      learnerName: displayName(user),
      ...(taskName ? { taskName } : {}),
    });
    const when = new Date(call.start).toLocaleString('en-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    await emailCopy(
      user,
      'Your Fluentia coach call is booked',
      `Your call with ${coach.name} is booked for ${when} (India time). Join from My Course 5 minutes before.`,
    );
    return ok(callView(call, now.getTime()), 'Your call is booked.');
  },
  { idempotency },
);
