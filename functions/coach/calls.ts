import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors';
import { indexKeys } from '../data/keys';
import { cancelledIndexes, transact } from '../lib/transactions';
import { notificationPut } from '../core/notifications';
import { callLimit, SLOT_MINUTES, type Coach, type CourseCoaching } from './coaching';
import { callItems, getEnrolmentFields, listUserCalls } from './store';
import type { StoredCall } from './store';
export type { StoredCall } from './store';

/**
 * Coach calls (spec 02 §4 coach call states, §6, §9). Booking, rescheduling and cancelling are each
 * one transaction whose conditions are the rules: the slot is free (`BOOKED#<start>` does not
 * exist), the learner holds no other upcoming call (`CALLOPEN`), the course has calls left
 * (`callsBooked < total`), the call has reschedules left. Racing learners get one booking.
 */

/** What booking stores beside the slot: the call's number and task, the learner's name. */
export interface BookingDetails {
  callNumber: number;
  taskName?: string;
  learnerName?: string;
}

/** Spec 02 §4, §9: a task review holds the next booking for 48 hours (functions/coach/call-rules.ts). */
export const REVIEW_WAIT_MS = 48 * 3600_000;

const endOf = (start: string) => new Date(Date.parse(start) + SLOT_MINUTES * 60_000).toISOString();

export async function listCalls(userId: string): Promise<StoredCall[]> {
  return (await listUserCalls(userId)).sort((a, b) => a.start.localeCompare(b.start));
}

export async function bookCall(
  userId: string,
  coaching: CourseCoaching,
  coach: Coach,
  start: string,
  now = new Date(),
  details: BookingDetails = { callNumber: 1 },
): Promise<StoredCall> {
  const call: StoredCall = {
    scheduleId: randomUUID(),
    userId,
    courseId: coaching.course_id,
    coachId: coach.coach_id,
    coachName: coach.name,
    start,
    end: endOf(start),
    status: 'scheduled',
    meetingUrl: coach.meeting_url,
    rescheduleCount: 0,
    maxReschedules: coaching.reschedules_per_call,
    bookedAt: now.toISOString(),
    callNumber: details.callNumber,
    ...(details.taskName ? { taskName: details.taskName } : {}),
    ...(details.learnerName ? { learnerName: details.learnerName } : {}),
  };
  const reviewCutoff = new Date(now.getTime() - REVIEW_WAIT_MS).toISOString();
  const limit = callLimit(coaching);
  try {
    await transact([
      callItems.putBooking(coach.coach_id, start, userId, call.scheduleId),
      callItems.putCall(call),
      callItems.putOpenCall(userId, call.scheduleId, start),
      callItems.updateEnrolment(userId, coaching.course_id, {
        UpdateExpression: 'SET callsBooked = if_not_exists(callsBooked, :zero) + :one',
        // The course's call count (none for an unlimited course), and 48 hours since the last task review (a review in
        // between fails it).
        ConditionExpression: `attribute_exists(pk) AND ${limit === null ? '' : '(attribute_not_exists(callsBooked) OR callsBooked < :total) AND '}(attribute_not_exists(lastReviewAt) OR lastReviewAt <= :cutoff)`,
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ':cutoff': reviewCutoff,
          ...(limit === null ? {} : { ':total': limit }),
        },
      }),
      notificationPut(userId, {
        message: `Your coach call with ${coach.name} is booked.`,
        target: { name: 'mycourse', params: { course_id: coaching.course_id } },
        status: 'success',
      }),
      callItems.putCoachCall(coach.coach_id, call.scheduleId, userId, coaching.course_id),
    ]);
  } catch (error) {
    const failed = cancelledIndexes(error);
    if (failed.includes(0)) throw new AppError('slotTaken');
    if (failed.includes(2)) throw new AppError('callAlreadyBooked');
    if (failed.includes(3))
      throw new AppError(
        failed.length === 1 && (await reviewedSince(userId, coaching.course_id, reviewCutoff))
          ? 'callAfterReview'
          : 'callsUsedUp',
      );
    throw error;
  }
  return call;
}

/** Whether a task review of this course came after `cutoff` (which of the enrolment's two conditions failed). */
async function reviewedSince(userId: string, courseId: number, cutoff: string): Promise<boolean> {
  const at = (await getEnrolmentFields(userId, courseId, 'lastReviewAt', true))?.lastReviewAt;
  return typeof at === 'string' && at > cutoff;
}

/**
 * Who changes a call: the learner (each move counts against the call's reschedules) or its coach
 * (decision 0454: the coach's moves do not spend the learner's reschedules; the call must still be theirs).
 */
export type ChangedBy = { by: 'learner' } | { by: 'coach'; coachId: string };
const LEARNER: ChangedBy = { by: 'learner' };

/** Moves a call to a free slot: the old slot freed, the new one taken, a learner's move counted. */
export async function rescheduleCall(
  call: StoredCall,
  start: string,
  reason: string,
  who: ChangedBy = LEARNER,
): Promise<StoredCall> {
  const byCoach = who.by === 'coach';
  const g2 = indexKeys.callStart(start, call.scheduleId);
  const message = byCoach
    ? `Your coach ${call.coachName} moved your call to ${indiaTime(start)} (India time).`
    : `Your coach call with ${call.coachName} is moved.`;
  try {
    await transact([
      callItems.deleteBooking(call.coachId, call.start, call.scheduleId),
      callItems.putBooking(call.coachId, start, call.userId, call.scheduleId),
      callItems.updateCall(call.userId, call.scheduleId, {
        UpdateExpression: `SET #start = :start, #end = :end, reason = :reason, gsi2pk = :g2, gsi2sk = :g2s${byCoach ? ', changedBy = :coachBy' : ', rescheduleCount = rescheduleCount + :one'}`,
        ConditionExpression: `#status = :scheduled AND #start = :old AND ${byCoach ? 'coachId = :coach' : 'rescheduleCount < maxReschedules'}`,
        ExpressionAttributeNames: { '#start': 'start', '#end': 'end', '#status': 'status' },
        ExpressionAttributeValues: {
          ':start': start,
          ':end': endOf(start),
          ':reason': reason,
          ':scheduled': 'scheduled',
          ':old': call.start,
          ':g2': g2.gsi2pk,
          ':g2s': g2.gsi2sk,
          ...(byCoach ? { ':coach': who.coachId, ':coachBy': 'coach' } : { ':one': 1 }),
        },
      }),
      callItems.updateOpenCall(call.userId, {
        UpdateExpression: 'SET #start = :start',
        ExpressionAttributeNames: { '#start': 'start' },
        ExpressionAttributeValues: { ':start': start },
      }),
      notificationPut(call.userId, {
        message,
        target: { name: 'mycourse', params: { course_id: call.courseId } },
        status: 'info',
      }),
    ]);
  } catch (error) {
    const failed = cancelledIndexes(error);
    if (failed.includes(1)) throw new AppError('slotTaken');
    if (failed.length) throw new AppError('callChanged');
    throw error;
  }
  return { ...call, start, end: endOf(start), rescheduleCount: call.rescheduleCount + (byCoach ? 0 : 1), reason };
}

/** Cancels a call: its slot freed, the learner free to book again, the course's call given back. */
export async function cancelCall(call: StoredCall, reason: string, who: ChangedBy = LEARNER): Promise<void> {
  const byCoach = who.by === 'coach';
  try {
    await transact([
      callItems.deleteBooking(call.coachId, call.start, call.scheduleId),
      callItems.deleteOpenCall(call.userId),
      callItems.updateCall(call.userId, call.scheduleId, {
        UpdateExpression: `SET #status = :cancelled, reason = :reason${byCoach ? ', changedBy = :coachBy' : ''} REMOVE gsi2pk, gsi2sk`,
        ConditionExpression: `#status = :scheduled AND ${byCoach ? 'coachId = :coach' : 'rescheduleCount < maxReschedules'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':cancelled': 'Cancelled',
          ':reason': reason,
          ':scheduled': 'scheduled',
          ...(byCoach ? { ':coach': who.coachId, ':coachBy': 'coach' } : {}),
        },
      }),
      callItems.updateEnrolment(call.userId, call.courseId, {
        UpdateExpression: 'SET callsBooked = callsBooked - :one',
        ConditionExpression: 'callsBooked > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      }),
      ...(byCoach
        ? [
            notificationPut(call.userId, {
              message: `Your coach ${call.coachName} cancelled your call of ${indiaTime(call.start)} (India time): ${reason}. Please book another time.`,
              target: { name: 'mycourse', params: { course_id: call.courseId } },
              status: 'warning',
            }),
          ]
        : []),
    ]);
  } catch (error) {
    if (cancelledIndexes(error).length) throw new AppError('callChanged');
    throw error;
  }
}

/** A business-to-business learner asks for a cancellation, which stays pending for the organisation. */
export async function requestCancel(call: StoredCall, reason: string): Promise<void> {
  try {
    await transact([
      callItems.updateCall(call.userId, call.scheduleId, {
        UpdateExpression: 'SET cancelRequest = :pending, reason = :reason',
        ConditionExpression: '#status = :scheduled AND attribute_not_exists(cancelRequest)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':reason': reason, ':scheduled': 'scheduled' },
      }),
    ]);
  } catch (error) {
    if (cancelledIndexes(error).length)
      throw new AppError('callCancelPending', { message: cancelPendingMessage(call.start) });
    throw error;
  }
}

/** A call's time in India time, as the messages about it say it. */
export function indiaTime(start: string): string {
  return new Date(start).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}

export function cancelPendingMessage(start: string): string {
  const when = indiaTime(start);
  return `Your cancel request for the next call scheduled on ${when} is still in process.`;
}
