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
