import type { Caller } from '#shared/api/caller';
import type { WorkspaceCall } from '#shared/api/contract-coach';
import type { RescheduleCallRequest } from '#shared/schemas/coach';
import { getUser } from '../core/users';
import { emailCopy } from '../core/notification-copies';
import { bookedStarts, freeSlots } from './coaching';
import { cancelCall, indiaTime, rescheduleCall } from './calls';
import { checkChangeable, checkNewStart } from './call-rules';
import { coachOf, findCoachCall } from './workspace';
import { oneWorkspaceCall } from './workspace-view';
import { getEnrolmentFields } from './store';

/**
 * The coach moves one of their own calls to another of their free slots, or cancels it, with a reason
 * the learner is told (POST v1/coach/change_call). The rules are the learner's (./call-rules.ts: only
 * more than a day before the call, a new start on a day the learner's course is open) except that a
 * coach's move does not spend the learner's reschedules; a cancel gives the course's call back. The
 * learner gets a notification (in the transaction) and an e-mail.
 */
export async function changeCoachCall(
  caller: Caller,
  input: RescheduleCallRequest,
  now: Date,
): Promise<{ data: WorkspaceCall; message: string }> {
  const { coachId, coach } = await coachOf(caller);
  const call = await findCoachCall(coachId, input.schedule_id);
  checkChangeable(call, now.getTime());
  const learner = await getUser(call.userId);

  if (input.reason_type === 'Cancel') {
    await cancelCall(call, input.reason, { by: 'coach', coachId });
    await emailCopy(
      learner,
      'Your Fluentia coach call is cancelled',
      `${coach.name} cancelled your call of ${indiaTime(call.start)} (India time): ${input.reason}. Please book another time on My Course.`,
    );
    return {
      data: await oneWorkspaceCall({ ...call, status: 'Cancelled', reason: input.reason }, now.getTime()),
      message: 'The call is cancelled. The learner is told.',
    };
  }
  const closeDate = input.start
    ? (await getEnrolmentFields(call.userId, call.courseId, 'closeDate'))?.closeDate
    : undefined;
  const free = input.start ? freeSlots(coach, await bookedStarts(coachId, now), now) : [];
  const start = checkNewStart(input.start, closeDate, free);
  const moved = await rescheduleCall(call, start, input.reason, { by: 'coach', coachId });
  await emailCopy(
    learner,
    'Your Fluentia coach call is moved',
    `${coach.name} moved your call to ${indiaTime(moved.start)} (India time): ${input.reason}.`,
  );
  return { data: await oneWorkspaceCall(moved, now.getTime()), message: 'The call is moved. The learner is told.' };
}
