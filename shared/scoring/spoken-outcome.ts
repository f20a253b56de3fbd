import type { Question } from '../schemas/content';
import { ABILITY, SPEECH } from './thresholds';

/**
 * The three outcomes of a spoken answer whose words are known (docs/scoring.md, "Three outcomes"):
 * passed, poor only when the engine is confident, and 'say it again' when it cannot tell. The
 * thresholds are the kind of answer's own (SPEECH.outcome), since the engine tells a read sentence
 * from a wrong one far better than a word from its minimal pair. The verdict follows the outcome; an
 * answer the engine cannot tell is 'unsure' and never counts against the learner.
 */
export type SpokenKind = keyof typeof SPEECH.outcome;
export type SpokenOutcome = 'passed' | 'poor' | 'say_again';

/**
 * A question answered by speaking words that are known (a VK word, a read sentence, a spoken short
 * answer, a conversation gap): every spoken question but the open IELTS ones (the scoring route:
 * functions/assessment/scoring/score-answer.ts, scoringRoute).
 */
export function isKnownTextSpoken(question: Pick<Question, 'type' | 'domain' | 'answer_format'>): boolean {
  if (question.type === 'INS' || question.type === 'IELTS' || question.answer_format === 'video') return false;
  return question.domain === 'S' || question.type === 'VK';
}

/** Words of a phrase at most; longer answers are read sentences. */
const PHRASE_WORDS = 8;

/** The kind of a known-text spoken answer, by the question's type and its first accepted text. */
export function spokenKind(question: Pick<Question, 'type' | 'correct_answers'>): SpokenKind {
  if (question.type === 'VK') return 'word';
  if (question.type === 'Cloze_with_conversation') return 'gap';
  const text = question.correct_answers?.[0]?.split('|')[0] ?? '';
  return text.trim().split(/\s+/).length <= PHRASE_WORDS ? 'phrase' : 'sentence';
}

/** One recording's outcome from its overall score (0–100). */
export function partOutcome(kind: SpokenKind, overall: number, retry: boolean): SpokenOutcome {
  const { poorBelow, passFrom } = SPEECH.outcome[kind];
  const ease = retry ? SPEECH.retryEase : 0;
  if (overall >= passFrom - ease) return 'passed';
  return overall < poorBelow - ease ? 'poor' : 'say_again';
}

/**
 * An answer's outcome from its recordings' scores (one per VK word or conversation gap, else one):
 * 'say it again' when any one is unsure; otherwise passed when the share of recordings passed reaches
 * the type's mark (`mark`: spokenPassMark), else poor.
 */
export function answerOutcome(kind: SpokenKind, parts: readonly number[], retry: boolean, mark: number): SpokenOutcome {
  const outcomes = parts.map((overall) => partOutcome(kind, overall, retry));
  if (!outcomes.length || outcomes.includes('say_again')) return 'say_again';
  return outcomes.filter((o) => o === 'passed').length / outcomes.length >= mark ? 'passed' : 'poor';
}

/** Spec 02 §5 fluency band of an overall score (0–100). */
export function fluencyBand(overall: number): string {
  return SPEECH.bands.find((b) => overall >= b.from)!.label;
}

/**
 * The band a spoken answer shows (spec 02 §5): by its score, but a poor or unsure known-text answer
 * says so whatever the score, a passed one is never called poor, and what a first recording asks
 * ('please record it again', 'say it again') is not asked after the one re-recording.
 */
export function spokenBand(overall: number, outcome: SpokenOutcome | null, retry: boolean): string {
  if (outcome === 'say_again') return retry ? SPEECH.notCounted : SPEECH.sayAgain;
  const poor = outcome ? outcome === 'poor' : overall < SPEECH.reattemptBelow;
  if (poor) return retry ? SPEECH.poorAfterRetry : fluencyBand(0);
  return fluencyBand(Math.max(overall, SPEECH.reattemptBelow));
}

/**
 * How the level model reads a spoken answer of this kind (functions/assessment/scoring/ability.ts):
 * what it shows passes with probability passedWrong + (1 − poorCorrect − passedWrong) · P(θ), P the
 * model's own, so its lower asymptote is the rate at which wrong answers pass and its upper one falls
 * by the rate at which right ones are called poor. A kind the engine tells apart less well counts for less.
 */
export function spokenAnswerModel(kind: SpokenKind): { guessing: number; upper: number } {
  const { passedWrong, poorCorrect } = SPEECH.outcome[kind];
  return { guessing: passedWrong, upper: passedWrong + (1 - poorCorrect - passedWrong) * ABILITY.upper };
}
