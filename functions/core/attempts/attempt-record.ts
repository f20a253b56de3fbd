import type { AnswerFeedback, AttemptData, LevelResult, Skill, Verdict } from '#shared/api/contract-assessment';
import * as z from 'zod/mini';
import { oneOf, record, type ItemSchema } from '../../lib/stored-items';

/**
 * One attempt as stored (`USER#<learner>` / `ATTEMPT#<id>`). `version` grows with every accepted
 * submission; each write is conditioned on the version it read, so two submissions of the same
 * page can never both land. Answers are items of their own (`…#A#<questionId>`), written in the
 * same transaction.
 */
export interface Response {
  questionId: number;
  skill: Skill;
  qlevel: number;
  /** 0–1, or -1 awaiting review; skipped answers have no score. */
  score: number | null;
  /**
   * The question's lower asymptote when asked (functions/assessment/scoring/guessing.ts); absent on older attempts
   * (0).
   */
  guessing?: number;
  /** The question's upper asymptote when asked: a known-text spoken answer's kind's (guessing.ts); else absent. */
  upper?: number;
  verdict: Verdict;
  /** An instruction page read: recorded so the page is not asked again, but not a question. */
  instruction?: true;
}

export interface AttemptRecord {
  attemptId: string;
  userId: string;
  courseId: number;
  unitId: number;
  elementId: number;
  elementType: AttemptData['element_type'];
  elementName: string;
  attemptName: string;
  adaptive: boolean;
  /** Started in a preview unit without an enrolment (a free lesson, decision 0437). */
  preview?: true;
  showFeedback: boolean;
  reviewable: boolean;
  startedAt: number;
  deadline: number | null;
  /** Milliseconds of waiting for the network given back so far (the deadline already includes them; timing.ts). */
  timeCreditMs?: number;
  /** The organisation rule: seconds that must remain at most before the last Submit (null: no rule). */
  holdSeconds: number | null;
  /** The adaptive start level (the class for children, else the learner's last overall level). */
  startLevel: number | null;
  /**
   * The start is the middle of the scale, nothing known of the learner (no class, no earlier level): the next question
   * is aimed with a wider prior.
   */
  startUnknown?: true;
  status: 'open' | 'graded';
  /** The child's class, on children's olympiad attempts: the final test's score joins that class's percentiles. */
  grade?: number;
  /** The child's parent, on a child's final test: told when it is finished. */
  parentId?: string;
  childName?: string;
  version: number;
  /** A webisode's video lesson (the element's `video`, a package media path), shown above its questions. */
  lessonVideo?: string;
  /** The element asks for the microphone before it starts (`checkMic`, never on daily activities; spec 02 §4). */
  checkMic?: true;
  /** The element tests speaking (domain S): the page checks that speaking answers are on first (spec 02 §4). */
  speechTest?: true;
  /** The element's questions when the attempt started, in authored order. */
  poolIds: number[];
  /** The page being asked; empty once finished, or while `finishOnRetry` waits. */
  current: number[];
  /**
   * The last answer asks to be recorded again (poor, or 'say it again'): the attempt finishes with its
   * re-recording, or when the learner comes back without one (finish.ts, closeIfOver; decision 0755).
   */
  finishOnRetry?: true;
  answeredIds: number[];
  responses: Response[];
  plannedTotal: number;
  finishedAt?: number;
  endReason?: 'completed' | 'timeUp';
  levels?: LevelResult;
  /**
   * Summative tests: the person-fit checks, for staff to review (docs/scoring.md, "Aberrant patterns"); never shown to
   * the learner.
   */
  personFit?: PersonFit;
  attemptScore?: number;
}

export interface AnswerRecord {
  attemptId: string;
  questionId: number;
  /** Order of answering, for review. */
  seq: number;
  answeredAt: number;
  feedback: AnswerFeedback;
  /** Spoken answers: the recordings' and spoken correct answer's keys (functions/speech). */
  files?: { recordings: string[]; correctAudio: string | null };
  /** Video answers: the recorded video's key in uploads (signed again for review). */
  videoKey?: string;
  /** Video questions: how the learner watched, as the page measured it (informative only). */
  videoWatch?: VideoWatch;
  /**
   * Spoken answers: a poor first recording may be replaced once (functions/assessment/retry-answer.ts); removed by
   * that retry.
   */
  retryDue?: boolean;
  /** The re-recording's time, and the first recording's score it replaced. */
  retriedAt?: number;
  firstScore?: number;
}

/** Spec 02 §4: buffering and pause times tracked on the page, in seconds, and the views used. */
export interface VideoWatch {
  views: number;
  buffering_seconds: number;
  paused_seconds: number;
}

export function isOpen(attempt: AttemptRecord): boolean {
  return attempt.status === 'open';
}

/** Person fit of a sitting (assessment/scoring/person-fit.ts computes it; docs/scoring.md, "Aberrant patterns"). */
export interface PersonFit {
  /** lz* at the overall estimate; null with fewer than PERSON_FIT.minAnswers scored answers. */
  lzStar: number | null;
  /** ln L(blind answering) − max over levels 1–12 of ln L(level); above PERSON_FIT.chanceAbove is flagged. */
  chance: number;
  /** Scored answers the checks used. */
  answers: number;
  flagged: boolean;
  reasons: Array<'chance' | 'misfit'>;
}

const optionalTrue = z.optional(z.literal(true));
const nullableNumber = z.nullable(z.number());

/** The schemas an attempt and an answer are read through (decision 0714). */
export const attemptSchema: ItemSchema<AttemptRecord> = z.looseObject({
  attemptId: z.string(),
  userId: z.string(),
  courseId: z.number(),
  unitId: z.number(),
  elementId: z.number(),
  elementType: oneOf<AttemptRecord['elementType']>(),
  elementName: z.string(),
  attemptName: z.string(),
  adaptive: z.boolean(),
  preview: optionalTrue,
  showFeedback: z.boolean(),
  reviewable: z.boolean(),
  startedAt: z.number(),
  deadline: nullableNumber,
  timeCreditMs: z.optional(z.number()),
  holdSeconds: nullableNumber,
  startLevel: nullableNumber,
  startUnknown: optionalTrue,
  status: z.enum(['open', 'graded']),
  grade: z.optional(z.number()),
  parentId: z.optional(z.string()),
  childName: z.optional(z.string()),
  version: z.number(),
  lessonVideo: z.optional(z.string()),
  checkMic: optionalTrue,
  speechTest: optionalTrue,
  poolIds: z.array(z.number()),
  current: z.array(z.number()),
  finishOnRetry: optionalTrue,
  answeredIds: z.array(z.number()),
  responses: z.array(
    z.looseObject({
      questionId: z.number(),
      skill: oneOf<Response['skill']>(),
      qlevel: z.number(),
      score: nullableNumber,
      guessing: z.optional(z.number()),
      upper: z.optional(z.number()),
      verdict: oneOf<Response['verdict']>(),
      instruction: optionalTrue,
    }),
  ),
  plannedTotal: z.number(),
  finishedAt: z.optional(z.number()),
  endReason: z.optional(z.enum(['completed', 'timeUp'])),
  levels: z.optional(record<LevelResult>()),
  personFit: z.optional(record<PersonFit>()),
  attemptScore: z.optional(z.number()),
});

export const answerSchema: ItemSchema<AnswerRecord> = z.looseObject({
  attemptId: z.string(),
  questionId: z.number(),
  seq: z.number(),
  answeredAt: z.number(),
  feedback: record<AnswerFeedback>(),
  files: z.optional(z.object({ recordings: z.array(z.string()), correctAudio: z.nullable(z.string()) })),
  videoKey: z.optional(z.string()),
  videoWatch: z.optional(z.object({ views: z.number(), buffering_seconds: z.number(), paused_seconds: z.number() })),
  retryDue: z.optional(z.boolean()),
  retriedAt: z.optional(z.number()),
  firstScore: z.optional(z.number()),
});
