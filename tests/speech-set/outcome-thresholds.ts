import { SPEECH } from '#shared/scoring/thresholds';
import type { SpokenKind } from '#shared/scoring/spoken-outcome';
import { scoreAligned } from '../../functions/speech/scoring/score-aligned';
import { speechCases } from './cases';
import { evaluateAll, type CaseResult } from './evaluate';
import { caseKind } from './outcomes';
import { VOICES } from './generate';

/**
 * `npx tsx tests/speech-set/outcome-thresholds.ts`: sets the known-text outcomes' thresholds
 * (SPEECH.outcome, SPEECH.pair in shared/scoring/thresholds.ts) on the speech test set's tuning half,
 * judged voices only (real and flite: decision 383). For each VK pair setting tried, every kind's
 * (poorBelow, passFrom) is chosen together so that, pooled, correct answers scored poor stay within
 * CORRECT_POOR and wrong answers passed within WRONG_PASSED, with the fewest correct answers told to say
 * it again. It prints the best, and each kind's error rates among confident outcomes (the level model's).
 * The held-out half is the bench's (section speechset).
 */
const CORRECT_POOR = Number(process.env.CORRECT_POOR ?? 0.03);
const WRONG_PASSED = Number(process.env.WRONG_PASSED ?? 0.1);
const PAIRS: Array<{ zero: number; full: number }> = [
  { zero: -1, full: 1 },
  { zero: -2, full: 1 },
  { zero: -1, full: 2 },
  { zero: 0, full: 2 },
  { zero: -2, full: 2 },
  { zero: 0, full: 4 },
];

interface Choice {
  poorBelow: number;
  passFrom: number;
  poor: number;
  passed: number;
  again: number;
}

/** Every (poorBelow, passFrom) of one kind with its counts: correct poor, wrong passed, correct told to say again. */
function choices(scored: ReadonlyArray<{ overall: number; correct: boolean }>): Choice[] {
  const cuts = [...new Set([0, ...scored.map((s) => s.overall), 101])].sort((a, b) => a - b);
  const out: Choice[] = [];
  for (const poorBelow of cuts)
    for (const passFrom of cuts.filter((c) => c >= poorBelow && c >= 60)) {
      if (poorBelow > 60) continue;
      let poor = 0;
      let passed = 0;
      let again = 0;
      for (const s of scored) {
        if (s.overall >= passFrom) passed += s.correct ? 0 : 1;
        else if (s.overall < poorBelow) poor += s.correct ? 1 : 0;
        else again += s.correct ? 1 : 0;
      }
      out.push({ poorBelow, passFrom, poor, passed, again });
    }
  return out;
}

/** The kinds' choices together: fewest correct told to say again within the pooled budgets (a small knapsack). */
function best(byKind: Map<SpokenKind, Choice[]>, poorBudget: number, passedBudget: number) {
  type State = { again: number; picks: Array<[SpokenKind, Choice]> };
  let states = new Map<string, State>([['0:0', { again: 0, picks: [] }]]);
  for (const [kind, options] of byKind) {
    const next = new Map<string, State>();
    for (const [key, state] of states) {
      const [poor, passed] = key.split(':').map(Number) as [number, number];
      for (const o of options) {
        const p = poor + o.poor;
        const w = passed + o.passed;
        if (p > poorBudget || w > passedBudget) continue;
        const k = `${p}:${w}`;
        const again = state.again + o.again;
        if ((next.get(k)?.again ?? Infinity) > again) next.set(k, { again, picks: [...state.picks, [kind, o]] });
      }
    }
    states = next;
  }
  return [...states.values()].sort((a, b) => a.again - b.again)[0];
}

const judged = VOICES.filter((v) => v.clear).map((v) => v.id);
const results = (await evaluateAll(speechCases('tune', { voices: judged, kinds: ['known'] }))).filter(
  (r) => !r.refused,
);
const correct = results.filter((r) => r.case.label === 'correct').length;
const wrong = results.length - correct;
const rescored = (r: CaseResult) => scoreAligned(r.aligned ?? []).overall;
for (const pair of PAIRS) {
  (SPEECH as { pair: { zero: number; full: number } }).pair = pair;
  const byKind = new Map<SpokenKind, Choice[]>();
  for (const kind of ['word', 'gap', 'phrase', 'sentence'] as const)
    byKind.set(
      kind,
      choices(
        results
          .filter((r) => caseKind(r.case) === kind)
          .map((r) => ({ overall: rescored(r), correct: r.case.label === 'correct' })),
      ),
    );
  const found = best(byKind, Math.floor(CORRECT_POOR * correct), Math.floor(WRONG_PASSED * wrong));
  if (!found) {
    console.log(`pair ${JSON.stringify(pair)}: no thresholds within the budgets`);
    continue;
  }
  console.log(
    `pair ${JSON.stringify(pair)}: say it again ${((100 * found.again) / correct).toFixed(1)} % of ${correct} correct`,
  );
  for (const [kind, o] of found.picks) {
    const own = results.filter((r) => caseKind(r.case) === kind);
    const sure = own.filter((r) => rescored(r) >= o.passFrom || rescored(r) < o.poorBelow);
    const wrongSure = sure.filter((r) => r.case.label !== 'correct');
    const rightSure = sure.filter((r) => r.case.label === 'correct');
    const rate = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 1000 : 0);
    console.log(
      `  ${kind}: { poorBelow: ${o.poorBelow}, passFrom: ${o.passFrom}, passedWrong: ${rate(o.passed, wrongSure.length)}, poorCorrect: ${rate(o.poor, rightSure.length)} }  (correct poor ${o.poor}, wrong passed ${o.passed}, say again ${o.again} of ${own.filter((r) => r.case.label === 'correct').length} correct)`,
    );
  }
}
