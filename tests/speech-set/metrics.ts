import type { CaseResult } from './evaluate';

/**
 * Figures of the speech test set (docs/performance.md, "Spoken answers"): how well a score tells
 * right from wrong (AUC: the chance a random correct answer scores above a random wrong one, ties
 * half), how often a correct answer is called poor (below 60, or refused), how often a wrong one
 * passes (60 or more: a first recording's pass mark), and how many recordings without speech are refused.
 */
export function auc(positive: readonly number[], negative: readonly number[]): number | null {
  if (positive.length === 0 || negative.length === 0) return null;
  let wins = 0;
  for (const p of positive) for (const n of negative) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positive.length * negative.length);
}

const PASS = 60;
const share = (xs: readonly boolean[]) => (xs.length ? xs.filter(Boolean).length / xs.length : null);

export interface KnownFigures {
  cases: number;
  aucWrong: number | null;
  aucSubstituted: number | null;
  correctPoor: number | null;
  wrongPassed: number | null;
  substitutedPassed: number | null;
}

export function knownFigures(results: readonly CaseResult[]): KnownFigures {
  const known = results.filter((r) => r.case.kind === 'known');
  const score = (r: CaseResult) => (r.refused ? 0 : r.overall);
  const correct = known.filter((r) => r.case.label === 'correct');
  const wrong = known.filter((r) => r.case.label !== 'correct');
  const substituted = known.filter((r) => r.case.label === 'substituted');
  return {
    cases: known.length,
    aucWrong: auc(correct.map(score), wrong.map(score)),
    aucSubstituted: auc(correct.map(score), substituted.map(score)),
    correctPoor: share(correct.map((r) => score(r) < PASS)),
    wrongPassed: share(wrong.map((r) => score(r) >= PASS)),
    substitutedPassed: share(substituted.map((r) => score(r) >= PASS)),
  };
}

export interface OpenFigures {
  onTopicPassed: number | null;
  offTopicPassed: number | null;
  gibberishPassed: number | null;
  noiseRefused: number | null;
}

export function openFigures(results: readonly CaseResult[]): OpenFigures {
  const passed = (label: string) =>
    share(results.filter((r) => r.case.label === label).map((r) => !r.refused && r.overall >= PASS));
  return {
    onTopicPassed: passed('on-topic'),
    offTopicPassed: passed('off-topic'),
    gibberishPassed: passed('gibberish'),
    noiseRefused: share(results.filter((r) => r.case.kind === 'noise').map((r) => r.refused)),
  };
}

/** Results grouped by a key (voice, noise, item type), in first-seen order. */
export function groupBy(results: readonly CaseResult[], key: (r: CaseResult) => string): Map<string, CaseResult[]> {
  const groups = new Map<string, CaseResult[]>();
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}
