import * as z from 'zod/mini';

/**
 * The content package format (spec 02 §1, §3): a course with units and elements, and the questions
 * its elements use. Packages live as JSON files in infra/content/packages/<name>/ and are loaded by
 * `npm run content:import <folder>`; this schema is the only definition of their shape.
 */
export const skills = ['R', 'W', 'L', 'S'] as const;
export const elementTypes = ['W', 'F', 'S', 'A', 'D'] as const;
export const questionTypes = [
  'MCQ',
  'MS',
  'SA',
  'SASemantic',
  'SAKeyword',
  'LA',
  'IELTS',
  'Wordcloud',
  'Cloze',
  'Cloze_with_passage',
  'Cloze_with_conversation',
  'VK',
  'INS',
] as const;
export const courseTypes = ['online', 'live', 'coach', 'time_based_coach', 'call_based_coach', 'live_junior'] as const;
export const themes = [
  'Grammar',
  'BuildVocabulary',
  'SpeakBetter',
  'WriteBetter',
  'Strategies',
  'LiveClass',
  'ListenBetter',
  'Challenge',
  'Any',
  'JustForMe',
] as const;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
/** A media file inside the package folder or an item bank's (uploaded to S3 on import), or an https URL. */
const media = z
  .string()
  .check(
    z.regex(
      /^(media\/(banks\/[a-z0-9-]+\/)?[\w-][\w.-]*|https:\/\/\S+)$/,
      'Use media/<file> inside the package, or an https URL',
    ),
  );
const dateIst = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD (India time)'));
const timeIst = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm (India time)'));

export const choiceSchema = z.object({
  id: z.enum(['a', 'b', 'c', 'd', 'e']),
  text: optionalText(500),
  image: z.optional(media),
  audio: z.optional(media),
});

export const questionSchema = z.object({
  question_id: z.int().check(z.positive()),
  type: z.enum(questionTypes),
  domain: z.enum(skills),
  qlevel: z.int().check(z.minimum(1), z.maximum(12)),
  /** The question text; for cloze types, gaps are written as {{1}}, {{2}}… */
  question: text(4000),
  instruction: optionalText(1000),
  prompt: optionalText(2000),
  passage: optionalText(8000),
  word_bank: z.optional(z.array(text(60)).check(z.maxLength(20))),
  choices: z.optional(z.array(choiceSchema).check(z.minLength(2), z.maxLength(5))),
  /** Choice ids (MCQ, MS), accepted texts (SA, cloze: one per gap, alternatives split by |), or a model answer. */
  correct_answers: z.optional(z.array(text(2000)).check(z.maxLength(20))),
  keywords: z.optional(z.array(text(60)).check(z.maxLength(30))),
  /**
   * LA: the length the task asks for. The test page shows it beside the word count, so the words are never written
   * twice and never disagree.
   */
  target_words: z.optional(z.object({ min: z.int().check(z.positive()), max: z.int().check(z.positive()) })),
  default_feedback: optionalText(2000),
  media: z.optional(media),
  /** Video questions: how many times the learner may view the video (spec 02 §4; 2 when unset). */
  video_replay_count: z.optional(z.int().check(z.minimum(1), z.maximum(5))),
  /** 'video': answered with a recorded video (`is_audio: 'vid'`), kept for a reviewer (score -1). */
  answer_format: z.optional(z.enum(['video'])),
  /** Listening questions: the words of the audio (shown in review; the speech port can synthesise it). */
  transcript: optionalText(4000),
  /** Linked questions shown on one page (multi-question accordion). */
  linked_group: z.optional(z.int().check(z.positive())),
  /** Why the question is at its level: the CEFR descriptor it matches (docs/scoring.md, level table). */
  level_basis: optionalText(600),
});

const bankName = z
  .string()
  .check(z.regex(/^[a-z0-9-]{1,40}$/, 'Use a bank name of lowercase letters, digits and hyphens'));

export const lockSchema = z.object({
  status: z._default(z.boolean(), false),
  message: optionalText(300),
  reveal_date: z.optional(dateIst),
  reveal_time: z.optional(timeIst),
  /** 'Complete any N activities (and wait until the reveal date)'. */
  after_activities: z.optional(z.int().check(z.positive())),
});

export const elementSchema = z.object({
  element_id: z.int().check(z.positive()),
  element_name: text(200),
  element_description: text(2000),
  element_theme: z.enum(themes),
  element_type: z.enum(elementTypes),
  lock: z.optional(lockSchema),
  /** At most this many attempts, or "unlimited" (a children's practice set: shared/content/attempt-limit.ts). */
  total_attempts: z._default(z.union([z.int().check(z.positive(), z.maximum(99)), z.literal('unlimited')]), 3),
  /** Timed tests (types S and F): minutes for the whole sitting. */
  duration_minutes: z.optional(z.int().check(z.positive(), z.maximum(180))),
  review_answers: z._default(z.boolean(), true),
  is_adaptive_mystery: z._default(z.boolean(), false),
  just_for_me: z._default(z.boolean(), false),
  checkMic: z._default(z.boolean(), false),
  thumbnail_image: z.optional(media),
  video: z.optional(media),
  instructions: optionalText(4000),
  questions: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(200)),
  /**
   * Item banks (infra/content/banks/<name>.json) whose questions the element asks besides its own: one name or a list.
   *
   */
  bank: z.optional(z.union([bankName, z.array(bankName).check(z.minLength(1), z.maxLength(4))])),
  /** A live class (theme LiveClass): its meeting in the course's live-class room (`live_class_url`). */
  meeting_id: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use letters, digits, - or _ (at most 64)')),
  ),
  /** When a live class meets: India date and time (like reveal times), and how long it lasts. */
  class_date: z.optional(dateIst),
  class_time: z.optional(timeIst),
  class_minutes: z.optional(z.int().check(z.positive(), z.maximum(240))),
});

export const unitSchema = z.object({
  order: z.int().check(z.positive(), z.maximum(999)),
  /** May carry b, i, em, strong, a, u, br only (sanitised on import and in the browser). */
  unit_name: text(300),
  elements: z.array(elementSchema).check(z.minLength(1), z.maxLength(100)),
});

export const courseSchema = z.object({
  course_id: z.int().check(z.nonnegative()),
  course_name: text(200),
  title: text(200),
  category: text(100),
  description: text(4000),
  video: z.optional(media),
  /** Skills taught, pipe separated as the spec stores them: 'R|W|L|S'. */
  domain: z.string().check(z.regex(/^[RWLS](\|[RWLS])*$/, 'Use skill codes R, W, L, S separated by |')),
  learningOutcomes: text(4000),
  imageUrl: z.optional(media),
  courseType: z.enum(courseTypes),
  /** Units open in preview mode (spec 02 §4: the first three; one IELTS product only its introduction). */
  preview_units: z._default(z.int().check(z.nonnegative(), z.maximum(999)), 3),
  /** Scheduling link for coach and live courses (the card's View button). */
  calendly_url: z.optional(z.string().check(z.regex(/^https:\/\/\S+$/))),
  /** The live-class room of live and live junior courses: its elements with a `meeting_id` open it (spec 02 §7). */
  live_class_url: z.optional(z.string().check(z.regex(/^https:\/\/[^\s?#]+$/, 'An https address without a query'))),
  units: z.array(unitSchema).check(z.minLength(1), z.maxLength(200)),
});

export const packageSchema = z.object({
  course: courseSchema,
  questions: z.array(questionSchema).check(z.minLength(1)),
});

/** An item bank: questions shared by the elements that name it (no media: they belong to no one course). */
export const bankSchema = z.object({
  bank: bankName,
  description: text(1000),
  questions: z.array(questionSchema).check(z.minLength(1), z.maxLength(2000)),
});

export type Question = z.output<typeof questionSchema>;
export type Element = z.output<typeof elementSchema>;
export type Unit = z.output<typeof unitSchema>;
export type Course = z.output<typeof courseSchema>;
export type ContentPackage = z.output<typeof packageSchema>;
export type ItemBank = z.output<typeof bankSchema>;
