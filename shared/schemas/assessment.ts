import * as z from 'zod/mini';

/**
 * Request schemas of the test-engine calls (spec 02 §3 answer submission, §7). The answer itself is
 * checked again per question type by the scorer (functions/assessment/scoring), which knows the question.
 */
const id = (max = 64) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const courseId = z.coerce.number().check(z.int(), z.nonnegative());
const elementId = z.coerce.number().check(z.int(), z.positive());
const questionId = z.coerce.number().check(z.int(), z.positive());

/** Longest text answer accepted (a long essay is about 600 words; 20,000 characters is generous). */
export const MAX_TEXT_ANSWER = 20_000;

/**
 * What a learner sends for one question: a choice id (MCQ), choice ids (MS), a text (SA types, LA),
 * one text per gap (cloze types) or words (Wordcloud); INS pages send nothing.
 */
export const userAnswerSchema = z.union([
  z.string().check(z.maxLength(MAX_TEXT_ANSWER, 'Your answer is too long.')),
  z
    .array(z.string().check(z.maxLength(2000, 'Your answer is too long.')))
    .check(z.maxLength(50, 'Your answer has too many parts.')),
]);

export const startAttemptSchema = z.object({
  course_id: courseId,
  element_id: elementId,
  /** Resume this attempt instead of starting a new one (spec 02 §3 instruction data). */
  continue_attempt_id: z.optional(id()),
});

export const linkedAnswerSchema = z.object({ question_id: questionId, user_answer: userAnswerSchema });

/** Seconds measured on the page; a day is more than any sitting. */
const seconds = z.number().check(z.nonnegative(), z.maximum(86_400));

/** Spec 02 §4: how the learner watched a question's video, sent with the answer (informative only). */
export const videoWatchSchema = z.object({
  views: z.int().check(z.nonnegative(), z.maximum(99)),
  buffering_seconds: seconds,
  paused_seconds: seconds,
});

export const submitAnswerSchema = z.object({
  attempt_id: id(),
  question_id: questionId,
  user_answer: z.optional(userAnswerSchema),
  /** Seconds left on the learner's clock; informative only: timed tests are timed by the server. */
  pause_time: z.optional(z.coerce.number().check(z.nonnegative(), z.maximum(86_400))),
  is_audio: z._default(z.enum(['no', 'yes', 'vid']), 'no'),
  /** Spoken answers (`is_audio: yes`): the uploaded recordings' keys, one per part (spec 02 §3 audio[]). */
  audio: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.minLength(1), z.maxLength(20))),
  /** Video answers (`is_audio: vid`): the uploaded video's key (spec 02 §3 video). */
  video: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  /** Video questions: views, buffering and pause seconds measured on the page (spec 02 §4). */
  video_watch: z.optional(videoWatchSchema),
  /** The learner skips a spoken question (no microphone, or speech not on). */
  skip_domain: z._default(z.boolean(), false),
  is_retry: z._default(z.boolean(), false),
  additional_user_answer: z.optional(z.string().check(z.maxLength(2000))),
  /** A linked multi-question page answers all its questions in one submission. */
  is_linked_ques: z._default(z.boolean(), false),
  linked_answers: z.optional(z.array(linkedAnswerSchema).check(z.minLength(1), z.maxLength(20))),
});

/** POST v1/recordingupload: a presigned POST for one recording, spoken or video (functions/lib/uploads.ts). */
export const recordingUploadSchema = z.object({
  content_type: z.string().check(z.maxLength(100)),
  purpose: z._default(z.enum(['speech', 'video']), 'speech'),
});

/**
 * POST v1/speechSession: live transcription of a recording while it is being made. The recording id
 * is the uuid of the recording's WAV key (`speech/<userId>/<recording_id>.wav`, from recordingUpload).
 */
export const speechSessionSchema = z.object({
  recording_id: z.uuid('This recording id is not valid.'),
});

/** POST v1/checkVideo (spec 02 §7): a question's video will not load; the server says whether to reload. */
export const checkVideoSchema = z.object({
  attempt_id: id(),
  question_id: questionId,
  videoURL: z.string().check(z.trim(), z.minLength(1), z.maxLength(4000)),
});

/** POST v1/videoView (spec 02 §4): one counted view of the question's video, asked when the learner presses play. */
export const videoViewSchema = z.object({
  attempt_id: id(),
  question_id: questionId,
});

/** The six options of the help and feedback popup (spec 02 §5), in the order shown. */
export const feedbackOptions = [
  'I like this question',
  'Media did not play or cannot be heard',
  'Could not record speech',
  'Question is unclear or badly worded',
  'Question has a grammar error or other mistake',
  'Question is inappropriate or offensive',
] as const;

export const questionFeedbackSchema = z.object({
  attempt_id: id(),
  question_id: questionId,
  /** Selected options joined by '|' (spec 02 §7). */
  feedback: z.string().check(
    z.trim(),
    z.minLength(1, 'Please select a feedback'),
    z.maxLength(1000),
    z.refine(
      (v) => v.split('|').every((o) => (feedbackOptions as readonly string[]).includes(o.trim())),
      'Please select a feedback',
    ),
  ),
  comment: z.optional(z.string().check(z.maxLength(1000))),
});

export type UserAnswer = z.output<typeof userAnswerSchema>;
export type SubmitAnswerRequest = z.output<typeof submitAnswerSchema>;
export type StartAttemptRequest = z.output<typeof startAttemptSchema>;
