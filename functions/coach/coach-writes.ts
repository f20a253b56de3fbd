import type { UpdateCallRequest } from '#shared/schemas/coach-tasks';
import { AppError } from '#shared/errors';
import { cancelledIndexes, transact, type TransactItem } from '../lib/transactions';
import type { VerifiedUpload } from '../lib/uploads';
import { notificationPut } from '../core/notifications';
import type { StoredCall } from './calls';
import { callItems } from './store';

/**
 * The coach workspace's writes. Each is one transaction whose first item updates the call under the
 * condition that it is still this coach's (and, for a status, still scheduled and begun), so a call
 * moved, cancelled or marked meanwhile is never overwritten.
 */
export async function updateCall(
  call: StoredCall,
  coachId: string,
  input: UpdateCallRequest,
  now = new Date(),
): Promise<StoredCall> {
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':coach': coachId, ':cancelled': 'Cancelled' };
  const conditions = ['coachId = :coach', '#status <> :cancelled'];
  const next: StoredCall = { ...call };
  if (input.call_status) {
    set.push('#status = :status', 'markedAt = :now');
    conditions.push('#status = :scheduled', '#start <= :now');
    Object.assign(values, { ':status': input.call_status, ':now': now.toISOString(), ':scheduled': 'scheduled' });
    Object.assign(next, { status: input.call_status, markedAt: now.toISOString() });
  }
  // Recording and audio links only once the call has begun: the learner is never shown one before (decision 0455).
  const addsRecording = Boolean(input.call_recording) || Boolean(input.audio_files?.length);
  if (addsRecording) {
    conditions.push('#start <= :now');
    values[':now'] = now.toISOString();
  }
  if (input.call_recording !== undefined) {
    if (input.call_recording) set.push('recordingUrl = :recording');
    else remove.push('recordingUrl');
    if (input.call_recording) values[':recording'] = input.call_recording;
    next.recordingUrl = input.call_recording ?? undefined;
  }
  if (input.audio_files !== undefined) {
    if (input.audio_files.length) set.push('audioFiles = :audio');
    else remove.push('audioFiles');
    if (input.audio_files.length) values[':audio'] = input.audio_files;
    next.audioFiles = input.audio_files;
  }
  // The learner's feedback link (spec 02 §3 Coach details): kept on the call; the panel shows the latest.
  if (input.feedback_url !== undefined) {
    if (input.feedback_url) set.push('feedbackUrl = :feedback');
    else remove.push('feedbackUrl');
    if (input.feedback_url) values[':feedback'] = input.feedback_url;
    next.feedbackUrl = input.feedback_url ?? undefined;
  }

  if (input.notes !== undefined) {
    if (input.notes) set.push('coachNotes = :notes');
    else remove.push('coachNotes');
    if (input.notes) values[':notes'] = input.notes;
    next.coachNotes = input.notes || undefined;
  }

  const items: TransactItem[] = [];
  if (set.length || remove.length) {
    items.push(
      callItems.updateCall(call.userId, call.scheduleId, {
        UpdateExpression: [
          set.length ? `SET ${set.join(', ')}` : '',
          remove.length ? `REMOVE ${remove.join(', ')}` : '',
        ]
          .join(' ')
          .trim(),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: {
          '#status': 'status',
          ...(input.call_status || addsRecording ? { '#start': 'start' } : {}),
        },
        ExpressionAttributeValues: values,
      }),
    );
  }
  if (input.call_status) {
    // The call is over: the learner may book the next one (their one open call was this one).
    items.push(
      callItems.deleteOpenCall(call.userId, {
        ConditionExpression: 'attribute_not_exists(pk) OR scheduleId = :id',
        ExpressionAttributeValues: { ':id': call.scheduleId },
      }),
    );
    const message =
      input.call_status === 'Completed'
        ? `Your coach call with ${call.coachName} is marked completed.`
        : `You missed your coach call with ${call.coachName}.`;
    items.push(
      notificationPut(call.userId, {
        message,
        target: { name: 'mycourse', params: { course_id: call.courseId } },
        status: 'info',
      }),
    );
  }
  try {
    await transact(items);
  } catch (error) {
    if (!cancelledIndexes(error).length) throw error;
    const notBegun = call.status === 'scheduled' && Date.parse(call.start) > now.getTime();
    if (input.call_status && notBegun) throw new AppError('callNotStarted');
    if (addsRecording && notBegun) throw new AppError('recordingBeforeCall');
    throw new AppError('callChanged');
  }
  return next;
}

/** The coach's reviewed file for a submitted task; the course's next booking then waits 48 hours. */
export async function reviewTask(
  call: StoredCall,
  coachId: string,
  upload: VerifiedUpload,
  fileName: string,
  now = new Date(),
): Promise<StoredCall> {
  const review = { key: upload.key, fileName, reviewedAt: now.toISOString() };
  try {
    await transact([
      callItems.updateCall(call.userId, call.scheduleId, {
        UpdateExpression: 'SET review = :review',
        ConditionExpression: 'coachId = :coach AND attribute_exists(task) AND attribute_not_exists(review)',
        ExpressionAttributeValues: { ':review': review, ':coach': coachId },
      }),
      callItems.updateEnrolment(call.userId, call.courseId, {
        UpdateExpression: 'SET lastReviewAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': review.reviewedAt },
      }),
      notificationPut(call.userId, {
        message: `${call.coachName} reviewed your task “${call.taskName ?? 'Task'}”.`,
        target: { name: 'submitAssignment', params: { course_id: call.courseId } },
        status: 'success',
      }),
    ]);
  } catch (error) {
    if (!cancelledIndexes(error).includes(0)) throw error;
    throw new AppError(call.review ? 'taskAlreadyReviewed' : call.task ? 'callChanged' : 'taskNotSubmitted');
  }
  return { ...call, review };
}
