import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { bookedStarts, freeSlots } from '../coaching';
import { cancelCall, requestCancel, rescheduleCall } from '../calls';
import { callView, RESCHEDULE_BEFORE_MS } from '../call-view';
import { coachContext, isB2b } from '../learner';
import { getCall } from '../store';

/**
 * POST v1/reschedule_coach_call (spec 02 §7): reason_type Reschedule (with the new start) or Cancel,
 * with a reason. Only more than a day before the call, within the call's reschedule count;
 * business-to-business learners send a cancel request that stays pending.
 */
export const handler = http('rescheduleCoachCall', async ({ caller, input }) => {
  const now = new Date();
  const call = await getCall(caller.userId, input.schedule_id);
  if (!call) throw new AppError('callNotFound');
  const { user, enrolment, coach } = await coachContext(caller.userId, call.courseId, now.getTime());
  if (call.status !== 'scheduled') throw new AppError('callChanged');

  if (isB2b(user)) {
    if (input.reason_type !== 'Cancel') throw new AppError('b2bSchedulesCalls');
    await requestCancel(call, input.reason);
    return ok(callView({ ...call, cancelRequest: 'pending' }, now.getTime()), 'Your cancel request has been sent.');
  }
  if (Date.parse(call.start) - now.getTime() <= RESCHEDULE_BEFORE_MS) throw new AppError('callTooLate');
  if (call.rescheduleCount >= call.maxReschedules) throw new AppError('callRescheduleLimit');
  if (input.reason_type === 'Cancel') {
    await cancelCall(call, input.reason);
    return ok(callView({ ...call, status: 'Cancelled' }, now.getTime()), 'Your call is cancelled.');
  }
  if (!input.start)
    throw new AppError('validation', {
      message: 'Please choose a time for your call.',
      fields: { start: 'Please choose a time for your call.' },
    });
  if (enrolment.closeDate && input.start.slice(0, 10) > enrolment.closeDate) throw new AppError('callBeyondExpiry');
  if (!freeSlots(coach, await bookedStarts(coach.coach_id, now), now).includes(input.start))
    throw new AppError('slotNotAvailable');
  return ok(callView(await rescheduleCall(call, input.start, input.reason), now.getTime()), 'Your call is moved.');
});
