import type { WorkspaceCall } from '#shared/api/contract-coach';
import { intakeAnswers } from '#shared/content/coach-intake';
import type { UserRecord } from '../core/users';
import { loadCourse } from '../core/catalogue';
import type { StoredCall } from './calls';
import { callStatus, coachRoomLink } from './call-view';
import { mayChange } from './call-rules';
import { taskRow } from './tasks';
import { learnerIntakes } from './workspace';

type Intake = NonNullable<UserRecord['coachIntake']>;

/**
 * A call as the coach workspace shows it: the learner and their intake, state, links, notes and the task with its
 * files.
 */
export async function workspaceCall(
  call: StoredCall,
  now: number,
  courseTitle: string,
  intake: Intake | undefined,
): Promise<WorkspaceCall> {
  return {
    schedule_id: call.scheduleId,
    course_id: call.courseId,
    course_title: courseTitle,
    learner_name: call.learnerName ?? 'Learner',
    start: call.start,
    end: call.end,
    call_status: callStatus(call, now),
    call_url: coachRoomLink(call, now),
    call_recording: call.recordingUrl ?? null,
    audio_files: call.audioFiles ?? [],
    feedback_url: call.feedbackUrl ?? null,
    task: call.taskName ? await taskRow(call) : null,
    intake: intake ? intakeAnswers(intake) : null,
    notes: call.coachNotes ?? '',
    can_change: mayChange(call, now),
    reschedule_count: call.rescheduleCount,
  };
}

/** Course titles by id, each course read once. */
export async function courseTitles(courseIds: Iterable<number>): Promise<Map<number, string>> {
  const ids = [...new Set(courseIds)];
  const courses = await Promise.all(ids.map((id) => loadCourse(id)));
  return new Map(ids.map((id, i) => [id, courses[i]?.meta.course_name ?? `Course ${id}`]));
}

export async function workspaceCalls(calls: readonly StoredCall[], now: number): Promise<WorkspaceCall[]> {
  const [titles, intakes] = await Promise.all([
    courseTitles(calls.map((c) => c.courseId)),
    learnerIntakes(calls.map((c) => c.userId)),
  ]);
  return Promise.all(calls.map((c) => workspaceCall(c, now, titles.get(c.courseId) ?? '', intakes.get(c.userId))));
}

/** One call after a coach's change, in the same shape as the list. */
export async function oneWorkspaceCall(call: StoredCall, now: number): Promise<WorkspaceCall> {
  const [view] = await workspaceCalls([call], now);
  return view!;
}
