import type { IntakeAnswers } from '../content/coach-intake';

/** Coach-call data (spec 02 §3 Coach details, Call history row). Referenced from `ResponseData` in contract.ts. */
export interface CallView {
  schedule_id: string;
  /** UTC ISO times; the web shows them in the viewer's zone. */
  start: string;
  end: string;
  call_status: '' | 'Completed' | 'No show' | 'Cancelled' | 'InProgress';
  coach_name: string;
  /** The coach's room; given only from 5 minutes before the start (Join Call). */
  call_url: string | null;
  reschedule_count: number;
  max_reschedules: number;
  cancel_request: 'pending' | null;
  /** UTC ISO: the learner may move or cancel the call until this moment (1 day before it, spec 02 §9). */
  change_until: string;
}

export interface CoachSlots {
  coach_name: string;
  /** Free 30-minute starts, UTC ISO, within the course's dates. */
  slots: string[];
  /** null: no limit (course 487, spec 02 §9 "coach unlimited"). */
  total_calls: number | null;
  calls_booked: number;
  upcoming: CallView | null;
  is_b2b_user: boolean;
  /** Spec 02 §3 Coach details: calls marked Completed, the coach's feedback link, the prompt at 5 or more. */
  completed_calls: number;
  feedback_url: string | null;
  show_feedback: boolean;
  /**
   * Spec 02 §5: the profile lacks the phone, e-mail or full name a call needs: the panel asks for them before the
   * calendar.
   */
  needs_details: boolean;
  /** Spec 02 §4 coach onboarding: course 487, no completed call and no intake answers yet: the three-question form. */
  show_intake: boolean;
}

/** GET v1/child_slots/{childId}: the speaking test's coach, its free slots (none once booked) and the booked slot. */
export interface ChildSlots {
  coach_name: string;
  slots: string[];
  booked: CallView | null;
}

/** Spec 02 §3 call history row. */
export interface CallHistoryRow {
  schedule_id: string;
  course_id: number;
  /** Start and end joined by the word 'to'. */
  call_time: string;
  start: string;
  end: string;
  call_status: CallView['call_status'];
  call_type: string;
  call_url: string | null;
  /** Given only once the call has begun (or was marked). */
  call_recording: string | null;
  /** Comma separated; '' before the call has begun. */
  audio_files: string;
  /** The feedback form the coach set on this call, once the call is over. */
  feedback_url: string | null;
}

/** Spec 02 §3 Task, one per booked call of a coach course; files are short-lived links. */
export interface TaskRow {
  schedule_id: string;
  course_id: number;
  task_name: string;
  /** When the task was set: the call's booking (UTC ISO). */
  task_assigned: string;
  /** The call the task belongs to, 'start to end'. */
  call_time: string;
  task_file: string | null;
  file_name: string | null;
  submitted_date: string | null;
  /** Submitted and not yet reviewed: the learner may upload again ('Reupload'). */
  isReUploadable: boolean;
  reviewed_file: string | null;
  reviewed_file_name: string | null;
  reviewed_date: string | null;
  task_status: 'Not submitted' | 'Submitted' | 'Reviewed';
}

/** A call in the coach workspace: the learner, the call's state and links, and its task. */
export interface WorkspaceCall {
  schedule_id: string;
  course_id: number;
  course_title: string;
  learner_name: string;
  start: string;
  end: string;
  call_status: CallView['call_status'];
  /** The coach's own room, for every call still scheduled and not over. */
  call_url: string | null;
  call_recording: string | null;
  audio_files: string[];
  feedback_url: string | null;
  task: TaskRow | null;
  /** The learner's coach intake answers (course 487's three questions), as words; null when none were given. */
  intake: IntakeAnswers | null;
  /** The coach's own notes on the call (never shown to the learner). */
  notes: string;
  /** The coach may move or cancel it: still scheduled and more than a day away (spec 02 §4). */
  can_change: boolean;
  /** How many times the call was moved (the learner's and the coach's moves). */
  reschedule_count: number;
}

export interface CoachWorkspace {
  coach_name: string;
  calls: WorkspaceCall[];
  /** The coach's own free 30-minute starts (UTC ISO) for the next 14 days: where a call may be moved. */
  slots: string[];
}
