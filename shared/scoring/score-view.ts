import type { Question } from '../schemas/content';
import { verdictOf } from './verdict';

/**
 * How one scored answer is shown (spec 02 §4 scoring view), shared by the feedback, the review and
 * the review-answers popup so they never disagree. The verdict follows the pass marks exactly
 * (0.5; 0.4 for passage and conversation cloze; a scored recording 0.6, its re-recording 0.5); an
 * answer that passes without full marks says so ('Partly correct · 2 of 3 gaps') instead of wearing
 * a plain 'Correct'; the credit is what the answer adds to the percentage
 * (functions/core/attempts/attempt-state.ts, percentCorrect). A spoken answer the engine could not
 * tell ('say it again') is 'Not sure': no credit either way.
 */
export type ScoreTone = 'correct' | 'partial' | 'wrong' | 'awaiting' | 'skipped' | 'unsure';

export interface ScoreView {
  tone: ScoreTone;
  label: string;
  /** How much was right, when it was neither all nor nothing: '2 of 3 gaps', '50%'. */
  detail: string | null;
  /** Share of one question earned, 0–1 (null while awaiting review, or when not sure). */
  credit: number | null;
}

/** What of an answer's feedback (AnswerFeedback, shared/api/contract-assessment.ts) its view reads. */
interface Scored {
  type: Question['type'];
  score: number;
  verdict: 'correct' | 'wrong' | 'awaiting_review' | 'skipped' | 'unsure';
  parts: number[] | null;
  /** A spoken answer's speech scores: their presence is what matters here. */
  speech?: object | null | undefined;
}

export function scoreView(answer: Scored): ScoreView {
  if (answer.verdict === 'skipped') return { tone: 'skipped', label: 'Skipped', detail: null, credit: 0 };
  // A spoken answer the engine could not tell right or wrong: neither, and never counted (docs/scoring.md).
  if (answer.verdict === 'unsure') return { tone: 'unsure', label: 'Not sure', detail: null, credit: null };
  // A scored recording's mark depends on whether it was the first or the re-recording (spokenPassMark): the server's
  // verdict says which.
  const verdict = answer.speech ? answer.verdict : verdictOf(answer.type, answer.score);
  if (verdict === 'awaiting_review') return { tone: 'awaiting', label: 'Awaiting review', detail: null, credit: null };
  const credit = Math.min(1, Math.max(0, answer.score));
  const detail = credit > 0 && credit < 1 ? partDetail(answer, credit) : null;
  if (verdict === 'wrong') return { tone: 'wrong', label: 'Not quite', detail, credit };
  return credit < 1
    ? { tone: 'partial', label: 'Partly correct', detail, credit }
    : { tone: 'correct', label: 'Correct', detail: null, credit };
}

/** The badge's words in one line: 'Partly correct · 2 of 3 gaps'. */
export function scoreLine(view: ScoreView): string {
  return view.detail ? `${view.label} · ${view.detail}` : view.label;
}

function partDetail(answer: Scored, credit: number): string {
  const gaps = answer.type.startsWith('Cloze') ? answer.parts : null;
  if (gaps && gaps.length > 1) return `${gaps.filter((p) => p >= 1).length} of ${gaps.length} gaps`;
  return `${Math.round(credit * 100)}%`;
}
