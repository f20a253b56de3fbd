import type { Question } from '../schemas/content';

/**
 * Recording rules shared by the web recorder and the server's checks (spec 02 §4, §9).
 * Recordings are 16 kHz mono 16-bit WAV (functions/speech/wav.ts says why), at most 10 MB.
 */
export const RECORDING_TYPE = 'audio/wav';
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
/** Spec 02 §9: speaking resets up to 3 per recording. */
export const RECORDING_RESETS = 3;
/** Spec 02 §9: 14 seconds for these short-drill courses. */
const SHORT_DRILL_COURSES: ReadonlySet<number> = new Set([683, 686, 688, 693]);
/** Spoken answers may run this far past the limit (the recorder stops itself at the limit; clocks drift). */
export const RECORDING_GRACE_SECONDS = 3;

/**
 * Which recorder takes the answer: the voice recorder of spoken questions, or the camera recorder of
 * video answers, which is the spec's 'alternate recorder' (docs/decisions.md).
 */
export type Recorder = 'voice' | 'camera';
/** Spec 02 §9: '58 seconds in the alternate recorder'. */
export const ALTERNATE_RECORDER_SECONDS = 58;

/**
 * Spec 02 §9 speaking auto-stop: 45 seconds normally, 14 for courses 683, 686, 688, 693, 120 for
 * IELTS-type questions, 58 in the alternate (camera) recorder whatever the question.
 */
export function recordingLimitSeconds(type: Question['type'], courseId: number, recorder: Recorder = 'voice'): number {
  if (recorder === 'camera') return ALTERNATE_RECORDER_SECONDS;
  if (type === 'IELTS') return 120;
  if (SHORT_DRILL_COURSES.has(courseId)) return 14;
  return 45;
}

/** How many recordings a spoken question takes: one per word (VK), one per gap (conversation cloze), else one. */
export function recordingCount(question: Pick<Question, 'type' | 'correct_answers'>): number {
  if (question.type === 'VK' || question.type === 'Cloze_with_conversation')
    return Math.max(1, question.correct_answers?.length ?? 1);
  return 1;
}

/** Spec 02 §5 re-record hints by resets remaining (3 means this is the first recording). */
export function resetHint(remaining: number): string {
  if (remaining <= 0) return 'You have used up all chances to re-record.';
  if (remaining === 1) return 'You have 1 more chance to re-record.';
  return `You have ${remaining} chances to re-record.`;
}

/**
 * What the learner calls one recording of a question: the recorder's label for the part, and how a
 * refusal names the one that failed ('Gap 2', 'Word 2 of 3'; decision 0447).
 */
export function recordingPartLabel(type: Question['type'], part: number, count: number): string {
  if (count === 1) return 'Your answer';
  return type === 'VK' ? `Word ${part + 1} of ${count}` : `Gap ${part + 1}`;
}

/** The field of a refusal that names the failed recording (1-based), for the recorder to mark it. */
export const REFUSED_RECORDING_FIELD = 'recording';
