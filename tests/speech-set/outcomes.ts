import { partOutcome, spokenKind, type SpokenKind, type SpokenOutcome } from '#shared/scoring/spoken-outcome';
import type { CaseResult } from './evaluate';
import { auc } from './metrics';
import type { SpeechCase } from './cases';

/**
 * The three outcomes of known-text answers on the speech test set (shared/scoring/spoken-outcome.ts),
 * as a first recording gets them: passed, poor, or 'say it again'. Each case is given the kind of the
 * question it stands for (a VK word, a conversation gap, a spoken phrase or a read sentence).
 */
export const caseKind = (c: Pick<SpeechCase, 'type' | 'texts'>): SpokenKind =>
  spokenKind({
    type: c.type === 'vk' ? 'VK' : c.type === 'gap' ? 'Cloze_with_conversation' : 'SA',
    correct_answers: c.texts,
  });

export const caseOutcome = (r: CaseResult): SpokenOutcome =>
  r.refused ? 'say_again' : partOutcome(caseKind(r.case), r.overall, false);

export interface OutcomeFigures {
  correct: number;
  wrong: number;
  /** Shares of correct answers scored poor or told to say it again; of wrong ones passed or told to say it again. */
  correctPoor: number | null;
  correctSayAgain: number | null;
  wrongPassed: number | null;
  wrongSayAgain: number | null;
  /** AUC of the score, correct against wrong, over the answers given a confident outcome (passed or poor). */
  confidentAuc: number | null;
}

const share = (xs: readonly boolean[]) => (xs.length ? xs.filter(Boolean).length / xs.length : null);

export function outcomeFigures(results: readonly CaseResult[]): OutcomeFigures {
  const known = results.filter((r) => r.case.kind === 'known');
  const correct = known.filter((r) => r.case.label === 'correct');
  const wrong = known.filter((r) => r.case.label !== 'correct');
  const confident = (rs: CaseResult[]) => rs.filter((r) => caseOutcome(r) !== 'say_again').map((r) => r.overall);
  return {
    correct: correct.length,
    wrong: wrong.length,
    correctPoor: share(correct.map((r) => caseOutcome(r) === 'poor')),
    correctSayAgain: share(correct.map((r) => caseOutcome(r) === 'say_again')),
    wrongPassed: share(wrong.map((r) => caseOutcome(r) === 'passed')),
    wrongSayAgain: share(wrong.map((r) => caseOutcome(r) === 'say_again')),
    confidentAuc: auc(confident(correct), confident(wrong)),
  };
}
