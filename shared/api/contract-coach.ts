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
}

export interface CoachSlots {
  coach_name: string;
  /** Free 30-minute starts, UTC ISO, within the course's dates. */
  slots: string[];
  total_calls: number;
  calls_booked: number;
  upcoming: CallView | null;
  is_b2b_user: boolean;
  /** Spec 02 §3 Coach details: calls marked Completed, the coach's feedback link, the prompt at 5 or more. */
  completed_calls: number;
  feedback_url: string | null;
  show_feedback: boolean;
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
  call_recording: string | null;
  /** Comma separated. */
  audio_files: string;
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
  /** The coach's room, from 5 minutes before the start. */
  call_url: string | null;
  call_recording: string | null;
  audio_files: string[];
  feedback_url: string | null;
  task: TaskRow | null;
}

export interface CoachWorkspace {
  coach_name: string;
  calls: WorkspaceCall[];
}
