import type { TestQuestion } from '#shared/api/contract-assessment';
import type { UserAnswer } from '#shared/schemas/assessment';
import { catalogue } from '#shared/errors';
import { longAnswerProblem } from '#shared/scoring/long-answer-rules';
import { answerKind } from './question-kinds';

/**
 * What the learner has entered for a question before Submit, in the shape the API takes
 * (`user_answer`): a choice id, choice ids, a text, one text per gap, or the words picked.
 * `answerProblem` applies the answer rules of spec 02 §5 with the catalogue's words; the long-answer
 * checks are the server's own functions, and the server checks everything again.
 */
export type Draft = string | string[] | undefined;

export function emptyDraft(question: TestQuestion): Draft {
  switch (answerKind(question)) {
    case 'single':
    case 'writing':
      return '';
    case 'multiple':
    case 'words':
      return [];
    case 'gaps':
      return Array.from({ length: Math.max(1, question.gap_count) }, () => '');
    case 'video':
      // The uploaded video's key; '' until it is recorded.
      return '';
    case 'spoken':
      // One uploaded recording key per part; '' until that part is recorded.
      return Array.from({ length: question.recording?.count ?? 1 }, () => '');
    default:
      return undefined;
  }
}

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

export function isAnswered(question: TestQuestion, draft: Draft): boolean {
  switch (answerKind(question)) {
    case 'none':
      return true;
    case 'spoken':
      return Array.isArray(draft) && draft.length > 0 && draft.every((key) => filled(key));
    case 'gaps':
      return Array.isArray(draft) && draft.length > 0 && draft.every((gap) => filled(gap));
    case 'multiple':
    case 'words':
      return Array.isArray(draft) && draft.length > 0;
    default:
      return typeof draft === 'string' && filled(draft);
  }
}

export const answerMessages = {
  /** Spec 02 §5: the writing box's empty message, and every other question's. */
  writingEmpty: catalogue.writingAnswerMissing.message,
  empty: catalogue.answerMissing.message,
  /** Spec 02 §5: VK needs every word recorded; other spoken questions flag each missing part. */
  wordsUnclear: catalogue.recordingCountWrong.message,
  recordEachPart: 'Please record an answer for each part, or press Skip.',
  /** Spec 02 §5: 'Video answers need a video.' */
  recordVideo: 'Please record your video answer, or press Skip.',
} as const;

/** Why this answer cannot be sent yet, in the spec's words, or null when it can. */
export function answerProblem(question: TestQuestion, draft: Draft): string | null {
  const kind = answerKind(question);
  if (!isAnswered(question, draft)) {
    if (kind === 'spoken') return question.type === 'VK' ? answerMessages.wordsUnclear : answerMessages.recordEachPart;
    if (kind === 'video') return answerMessages.recordVideo;
    return kind === 'writing' ? answerMessages.writingEmpty : answerMessages.empty;
  }
  // Too few words for the level, or over 80 % like the question: the server's own rule (shared/scoring).
  if (question.type === 'LA' && typeof draft === 'string') return longAnswerProblem(question, draft)?.message ?? null;
  return null;
}

/**
 * The answer as sent: texts trimmed; nothing for instructions, spoken and video questions (their recordings go as
 * `audio`, `video`).
 */
export function toUserAnswer(question: TestQuestion, draft: Draft): UserAnswer | undefined {
  const kind = answerKind(question);
  if (kind === 'none' || kind === 'spoken' || kind === 'video' || draft === undefined) return undefined;
  return Array.isArray(draft) ? draft.map((part) => part.trim()) : draft.trim();
}
