import type { WorkspaceCall } from '#shared/api/contract-coach';
import { loadCourse } from '../courses/catalogue';
import type { StoredCall } from './calls';
import { callStatus, joinable } from './call-view';
import { taskRow } from './tasks';

/** A call as the coach workspace shows it: the learner, state, links and the task with its files. */
export async function workspaceCall(call: StoredCall, now: number, courseTitle: string): Promise<WorkspaceCall> {
  return {
    schedule_id: call.scheduleId,
    course_id: call.courseId,
    course_title: courseTitle,
    learner_name: call.learnerName ?? 'Learner',
    start: call.start,
    end: call.end,
    call_status: callStatus(call, now),
    call_url: joinable(call, now) ? call.meetingUrl : null,
    call_recording: call.recordingUrl ?? null,
    audio_files: call.audioFiles ?? [],
    feedback_url: call.feedbackUrl ?? null,
    task: call.taskName ? await taskRow(call) : null,
  };
}

/** Course titles by id, each course read once. */
export async function courseTitles(courseIds: Iterable<number>): Promise<Map<number, string>> {
  const ids = [...new Set(courseIds)];
  const courses = await Promise.all(ids.map((id) => loadCourse(id)));
  return new Map(ids.map((id, i) => [id, courses[i]?.meta.course_name ?? `Course ${id}`]));
}

export async function workspaceCalls(calls: readonly StoredCall[], now: number): Promise<WorkspaceCall[]> {
  const titles = await courseTitles(calls.map((c) => c.courseId));
  return Promise.all(calls.map((c) => workspaceCall(c, now, titles.get(c.courseId) ?? '')));
}
