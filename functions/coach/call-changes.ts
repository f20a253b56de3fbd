import type { CallView } from '#shared/api/contract-coach';
import { AppError } from '#shared/errors';
import type { RescheduleCallRequest } from '#shared/schemas/coach';
import { bookedStarts, freeSlots } from './coaching';
import { cancelCall, requestCancel, rescheduleCall } from './calls';
import { checkChangeable, checkNewStart, checkReschedulesLeft } from './call-rules';
import { callView } from './call-view';
import { coachContext, isB2b } from './learner';
import { getCall } from './store';

/**
 * The learner moves or cancels their own call (spec 02 §7 reschedule_coach_call), by the rules of
 * ./call-rules.ts: a business-to-business learner only asks to cancel (the request stays pending for
 * the organisation); anyone else only more than a day before the call and within its reschedule count.
 */
export async function changeOwnCall(
  userId: string,
  input: RescheduleCallRequest,
  now: Date,
): Promise<{ data: CallView; message: string }> {
  const call = await getCall(userId, input.schedule_id);
  if (!call) throw new AppError('callNotFound');
  const { user, enrolment, coach } = await coachContext(userId, call.courseId, now.getTime());
  if (call.status !== 'scheduled') throw new AppError('callChanged');

  if (isB2b(user)) {
    if (input.reason_type !== 'Cancel') throw new AppError('b2bSchedulesCalls');
    await requestCancel(call, input.reason);
    return {
      data: callView({ ...call, cancelRequest: 'pending' }, now.getTime()),
      message: 'Your cancel request has been sent.',
    };
  }
  checkChangeable(call, now.getTime());
  checkReschedulesLeft(call);
  if (input.reason_type === 'Cancel') {
    await cancelCall(call, input.reason);
    return { data: callView({ ...call, status: 'Cancelled' }, now.getTime()), message: 'Your call is cancelled.' };
  }
  const free = input.start ? freeSlots(coach, await bookedStarts(coach.coach_id, now), now) : [];
  const start = checkNewStart(input.start, enrolment.closeDate, free);
  return {
    data: callView(await rescheduleCall(call, start, input.reason), now.getTime()),
    message: 'Your call is moved.',
  };
}
