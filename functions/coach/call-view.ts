import type { CallHistoryRow, CallView } from '#shared/api/contract-coach';
import { roomOpen } from '#shared/coach/join-window';
import type { StoredCall } from './calls';
import { CHANGE_BEFORE_MS } from './call-rules';

/** Spec 02 §9: Join Call opens 5 minutes before the start (the room link is given from then until the end). */
export function joinable(call: Pick<StoredCall, 'start' | 'end' | 'status'>, now: number): boolean {
  return call.status === 'scheduled' && roomOpen(call.start, call.end, now);
}

/** The call's time has come (or it was marked): only then are its recording and audio links the learner's to see. */
export function hasBegun(call: Pick<StoredCall, 'start' | 'status'>, now: number): boolean {
  return call.status === 'Completed' || call.status === 'No show' || now >= Date.parse(call.start);
}

/** The call is over (its end passed, or the coach marked it): its feedback link is shown on its row. */
export function isOver(call: Pick<StoredCall, 'end' | 'status'>, now: number): boolean {
  return call.status === 'Completed' || call.status === 'No show' || now > Date.parse(call.end);
}

/**
 * The coach's room for the coach: for every call still scheduled and not over (the coach opens their own room when
 * they like).
 */
export function coachRoomLink(call: Pick<StoredCall, 'end' | 'status' | 'meetingUrl'>, now: number): string | null {
  return call.status === 'scheduled' && now <= Date.parse(call.end) ? call.meetingUrl : null;
}

export function callStatus(call: StoredCall, now: number): CallView['call_status'] {
  if (call.status !== 'scheduled') return call.status;
  return now >= Date.parse(call.start) && now <= Date.parse(call.end) ? 'InProgress' : '';
}

export function callView(call: StoredCall, now: number): CallView {
  return {
    schedule_id: call.scheduleId,
    start: call.start,
    end: call.end,
    call_status: callStatus(call, now),
    coach_name: call.coachName,
    call_url: joinable(call, now) ? call.meetingUrl : null,
    reschedule_count: call.rescheduleCount,
    max_reschedules: call.maxReschedules,
    cancel_request: call.cancelRequest ?? null,
    change_until: new Date(Date.parse(call.start) - CHANGE_BEFORE_MS).toISOString(),
  };
}

export function historyRow(call: StoredCall, now: number): CallHistoryRow {
  return {
    schedule_id: call.scheduleId,
    course_id: call.courseId,
    call_time: `${call.start} to ${call.end}`,
    start: call.start,
    end: call.end,
    call_status: callStatus(call, now),
    call_type: 'Coach call',
    call_url: joinable(call, now) ? call.meetingUrl : null,
    // Decision 0455: a recording is not the learner's to see before the call has happened.
    call_recording: hasBegun(call, now) ? (call.recordingUrl ?? null) : null,
    audio_files: hasBegun(call, now) ? (call.audioFiles ?? []).join(',') : '',
    // The coach's feedback link reaches the learner on the call's own row, once the call is over.
    feedback_url: isOver(call, now) ? (call.feedbackUrl ?? null) : null,
  };
}

/** The learner's upcoming call: scheduled and not yet over. */
export function upcoming(calls: readonly StoredCall[], now: number): StoredCall | undefined {
  return calls.find((c) => c.status === 'scheduled' && Date.parse(c.end) >= now);
}
