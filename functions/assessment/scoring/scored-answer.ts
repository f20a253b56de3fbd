import type { WritingFeedback } from '#shared/api/contract-assessment';
import type { ScoreVerdict } from '#shared/scoring/verdict';

/** The result of scoring one written answer. */
export interface ScoredAnswer {
  /** 0..1, or -1 while awaiting review. */
  score: number;
  verdict: ScoreVerdict;
  /** Why a text answer matched or not, e.g. 'close spelling of "necessary"'. */
  reason: string | null;
  /** Per gap (cloze) or per option (MS, Wordcloud: 1 when handled right). */
  parts?: number[];
  /** LA always; SA types when the answer is a sentence. */
  feedback?: WritingFeedback;
}
