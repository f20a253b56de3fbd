import type { AnswerFeedback } from '#shared/api/contract-assessment';
import type { UserAnswer } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import { spokenPassMark, verdictOf } from '#shared/scoring/verdict';
import { SPEECH } from '#shared/scoring/thresholds';
import { scoreSpokenAnswer, type SpokenFiles, type SpokenResult } from '../speech/facade';
import { scoreAnswer, scoringRoute } from './scoring/score-answer';
import { answerModelOf, guessingOf } from './scoring/guessing';
import { answerOutcome, isKnownTextSpoken, spokenBand, spokenKind } from '#shared/scoring/spoken-outcome';
import type { Response } from '../core/attempts/attempt-record';
import type { StoredQuestion } from '../core/question-pool';
import { acceptVideoAnswer } from './video-answer';

/**
 * One submitted answer → its feedback (spec 02 §3 feedback fields) and the response the level
 * estimate uses. Instruction pages are read, not answered. Spoken questions are answered with
 * uploaded recordings (functions/speech) or skipped; a skip is recorded, not scored, and left out of
 * levels. Everything else is scored by functions/assessment/scoring, which refuses an answer of the wrong shape.
 */
export interface Graded {
  feedback: AnswerFeedback;
  response: Response;
  /** A spoken answer's stored objects, kept with the answer record for fresh links in review. */
  files?: SpokenFiles;
  /** A video answer's object in uploads. */
  videoKey?: string;
}

export interface GradeOptions {
  skip: boolean;
  userId: string;
  /** Keys of the uploaded recordings of a spoken answer. */
  audio?: readonly string[];
  /** Key of the uploaded video of a video answer. */
  video?: string;
  /** A spoken answer recorded again after a poor first recording (`is_retry`). */
  retry?: boolean;
}

export async function gradeAnswer(
  q: StoredQuestion,
  answer: UserAnswer | undefined,
  options: GradeOptions,
): Promise<Graded> {
  const route = scoringRoute(q);
  if (route === 'none') return read(q);
  if (route === 'spoken') {
    if (options.skip) return unscored(q, null);
    if (!options.audio?.length) throw new AppError('recordingNeeded');
    return spoken(q, await scoreSpokenAnswer(options.userId, q, options.audio), options.retry ?? false);
  }
  if (route === 'video') {
    // Like a spoken question, one without a camera may be skipped; a typed answer is refused.
    if (options.skip) return unscored(q, null);
    if (!options.video) throw new AppError('videoAnswerNeeded');
    const video = await acceptVideoAnswer(options.userId, options.video);
    return {
      feedback: {
        ...base(q, null),
        score: video.score,
        verdict: 'awaiting_review',
        feedback_object: null,
        match_reason: null,
        parts: null,
        file_url: video.url,
        video_url: video.url,
      },
      response: {
        questionId: q.question_id,
        skill: q.domain,
        qlevel: q.qlevel,
        score: video.score,
        verdict: 'awaiting_review',
      },
      videoKey: video.key,
    };
  }
  if (options.video) throw new AppError('validation', { message: 'This question is not answered with a video.' });
  if (options.audio?.length)
    throw new AppError('validation', { message: 'This question is answered in writing, not with a recording.' });
  if (
    answer === undefined ||
    (typeof answer === 'string' ? answer.trim() === '' : answer.every((a) => a.trim() === ''))
  ) {
    throw new AppError(q.type === 'LA' ? 'writingAnswerMissing' : 'answerMissing');
  }
  const result = await scoreAnswer(q, answer);
  return {
    feedback: {
      ...base(q, answer),
      score: result.score,
      verdict: result.verdict,
      feedback_object: result.feedback ?? null,
      match_reason: result.reason,
      parts: result.parts ?? null,
    },
    response: writtenResponse(q, result.score, result.verdict),
  };
}

/** The response a written answer adds to the attempt: its score, with the question's level and guessing as asked. */
export function writtenResponse(q: StoredQuestion, score: number, verdict: Response['verdict']): Response {
  return { questionId: q.question_id, skill: q.domain, qlevel: q.qlevel, score, verdict, guessing: guessingOf(q) };
}

/**
 * Whether a scored recording asks to be recorded again: a known-text answer that was poor or that the
 * engine could not tell ('say it again'); an open answer in the poor band.
 */
export function isPoorRecording(feedback: Pick<AnswerFeedback, 'speech'>): boolean {
  const speech = feedback.speech;
  if (!speech) return false;
  return speech.outcome ? speech.outcome !== 'passed' : speech.overall < SPEECH.reattemptBelow;
}

function spoken(q: StoredQuestion, result: SpokenResult, retry: boolean): Graded {
  const mark = spokenPassMark(q.type, retry);
  const outcome =
    result.speech && isKnownTextSpoken(q) ? answerOutcome(spokenKind(q), result.partScores, retry, mark) : null;
  const verdict = outcome ? outcomeVerdict[outcome] : verdictOf(q.type, result.score, mark);
  const speech = result.speech && {
    ...result.speech,
    ...(outcome ? { outcome } : {}),
    band: spokenBand(result.speech.overall, outcome, retry),
  };
  return {
    feedback: {
      ...base(q, result.speech?.transcript ?? null),
      score: result.score,
      verdict,
      feedback_object: null,
      match_reason: null,
      parts: null,
      file_url: result.recordingUrls[0] ?? null,
      speech,
      recording_urls: result.recordingUrls,
      correct_audio_url: result.correctAudioUrl,
      ...(retry ? { retried: true } : {}),
    },
    response: {
      questionId: q.question_id,
      skill: q.domain,
      qlevel: q.qlevel,
      score: result.score,
      verdict,
      ...(outcome ? answerModelOf(q) : {}),
    },
    files: result.files,
  };
}

const outcomeVerdict = { passed: 'correct', poor: 'wrong', say_again: 'unsure' } as const;

/** An instruction page: read, never a question (it is not numbered, counted or scored). */
function read(q: StoredQuestion): Graded {
  const graded = unscored(q, null);
  return { ...graded, response: { ...graded.response, instruction: true } };
}

function unscored(q: StoredQuestion, answer: UserAnswer | null): Graded {
  return {
    feedback: {
      ...base(q, answer),
      score: 0,
      verdict: 'skipped',
      feedback_object: null,
      match_reason: null,
      parts: null,
    },
    response: { questionId: q.question_id, skill: q.domain, qlevel: q.qlevel, score: null, verdict: 'skipped' },
  };
}

function base(q: StoredQuestion, answer: UserAnswer | null) {
  return {
    question_id: q.question_id,
    type: q.type,
    domain: q.domain,
    user_answer: answer,
    correct_answers: q.correct_answers ?? [],
    text_correct_answer: textCorrectAnswer(q),
    default_feedback: q.default_feedback ?? null,
    file_url: null,
  };
}

/** The correct answer in words: the text of the right choices, or the first accepted answer. */
export function textCorrectAnswer(q: StoredQuestion): string | null {
  const correct = q.correct_answers ?? [];
  if (q.choices && (q.type === 'MCQ' || q.type === 'MS')) {
    const texts = q.choices.filter((c) => correct.includes(c.id)).map((c) => c.text ?? c.id);
    return texts.length ? texts.join(', ') : null;
  }
  if (q.type.startsWith('Cloze') || q.type === 'Wordcloud')
    return correct.length ? correct.map((c) => c.split('|')[0]).join(', ') : null;
  return correct[0]?.split('|')[0] ?? null;
}
