import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { getUser } from '../../core/users';
import { emailCopy } from '../../core/notification-copies';
import { bookedStarts, freeSlots } from '../coaching';
import { cancelCall, indiaTime, rescheduleCall } from '../calls';
import { RESCHEDULE_BEFORE_MS } from '../call-view';
import { coachOf, findCoachCall } from '../workspace';
import { oneWorkspaceCall } from '../workspace-view';
import { getEnrolmentFields } from '../store';

/**
 * POST v1/coach/change_call (decision 0454): the coach moves one of their own calls to another of their
 * free slots, or cancels it, with a reason the learner is told. The spec's rule for moves holds for
 * the coach too: only more than 1 day before the call. A coach's move does not spend the learner's
 * reschedules; a cancel gives the course's call back. The learner gets a notification and an e-mail.
 */
export const handler = http('coachChangeCall', async ({ caller, input }) => {
  const now = new Date();
  const { coachId, coach } = await coachOf(caller);
  const call = await findCoachCall(coachId, input.schedule_id);
  if (call.status !== 'scheduled') throw new AppError('callChanged');
  if (Date.parse(call.start) - now.getTime() <= RESCHEDULE_BEFORE_MS) throw new AppError('callTooLate');
  const learner = await getUser(call.userId);

  if (input.reason_type === 'Cancel') {
    await cancelCall(call, input.reason, { by: 'coach', coachId });
    await emailCopy(
      learner,
      'Your Fluentia coach call is cancelled',
      `${coach.name} cancelled your call of ${indiaTime(call.start)} (India time): ${input.reason}. Please book another time on My Course.`,
    );
    return ok(
      await oneWorkspaceCall({ ...call, status: 'Cancelled', reason: input.reason }, now.getTime()),
      'The call is cancelled. The learner is told.',
    );
  }
  if (!input.start)
    throw new AppError('validation', {
      message: 'Please choose a time for your call.',
      fields: { start: 'Please choose a time for your call.' },
    });
  // The learner's course must still be open on the new day, as for the learner's own move.
  const closeDate = (await getEnrolmentFields(call.userId, call.courseId, 'closeDate'))?.closeDate;
  if (closeDate && input.start.slice(0, 10) > closeDate) throw new AppError('callBeyondExpiry');
  if (!freeSlots(coach, await bookedStarts(coachId, now), now).includes(input.start))
    throw new AppError('slotNotAvailable');
  const moved = await rescheduleCall(call, input.start, input.reason, { by: 'coach', coachId });
  await emailCopy(
    learner,
    'Your Fluentia coach call is moved',
    `${coach.name} moved your call to ${indiaTime(moved.start)} (India time): ${input.reason}.`,
  );
  return ok(await oneWorkspaceCall(moved, now.getTime()), 'The call is moved. The learner is told.');
});
