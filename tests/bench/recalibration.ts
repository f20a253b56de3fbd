import { keptResponsesItem, type KeptResponses } from '../../functions/core/attempts/kept-responses';
import { observationsOf } from '../../functions/assessment/calibration/run-calibration';
import { calibrate, proposals } from '../../functions/assessment/calibration/rasch';
import { NEW_BANK_SD, realisticAnswers, trueDifficulties } from './answer-models';
import { cellFigures } from './level-figures';
import { examinee, seeded, simTest, sit, type SimTest } from './level-simulation';

/**
 * The robustness run (docs/scoring.md, "A new bank and the calibration rule"): each test on a new,
 * uncalibrated bank, its items' true difficulties off their levels by N(0, 1), sat by children and
 * adults answering realistically; then learners sit it live, their answers are kept as finishing an
 * attempt keeps them (kept-responses.ts), and at each step the calibration command's own estimate and
 * proposals run over everything kept so far (rasch.ts, run-calibration.ts), a person accepts every
 * proposed level, and the test is measured again on the relabelled bank.
 */
export const STEPS = (process.env.RECALIBRATION_STEPS ?? '50,100,200').split(',').map(Number);
/** Examinees at each true level 1–12 when a step is measured. */
const PER_LEVEL = Number(process.env.RECALIBRATION_PER_LEVEL ?? 80);

export interface StepFigures {
  /** Mean kept answers per item of the test (0: the new bank as authored). */
  answersPerItem: number;
  /** Items whose level was changed by accepted proposals so far, and the RMS error of the levels. */
  moved: number;
  labelError: number;
  cells: Array<{ population: 'children' | 'adults'; rmse: number; worst: { level: number; bias: number } }>;
}

export interface Recalibration {
  course: string;
  steps: StepFigures[];
}

function measureStep(test: SimTest, truth: Map<number, number>, seed: number, answers: number, moved: number) {
  const answer = realisticAnswers(seed, truth);
  const labelError = Math.sqrt(
    test.questions.reduce((s, q) => s + (q.qlevel - truth.get(q.question_id)!) ** 2, 0) / test.questions.length,
  );
  const cells = (['children', 'adults'] as const).map((population) => {
    const figures = cellFigures({ ...test, children: population === 'children' }, answer, PER_LEVEL, seeded(seed + 7));
    const inner = figures.levels.filter((l) => l.level >= 2 && l.level <= 11);
    const worst = inner.reduce((w, l) => (Math.abs(l.bias) > Math.abs(w.bias) ? l : w), inner[0]!);
    return { population, rmse: figures.rmse, worst: { level: worst.level, bias: worst.bias } };
  });
  return { answersPerItem: answers, moved, labelError, cells };
}

/** One test through the steps: the new bank, then recalibrated after each step's mean answers per item. */
function recalibrate(test: SimTest, seed: number): StepFigures[] {
  const truth = trueDifficulties(test.questions, seed, NEW_BANK_SD);
  const answer = realisticAnswers(seed, truth);
  const rng = seeded(seed + 11);
  const levels = new Map(test.questions.map((q) => [q.question_id, q.qlevel]));
  const relabelled = () =>
    simTest(
      test.name,
      test.elementType,
      test.children,
      test.questions.map((q) => ({ ...q, qlevel: levels.get(q.question_id)! })),
    );
  const kept: KeptResponses[] = [];
  const scorable = test.questions.filter((q) => q.type !== 'INS').length;
  let answers = 0;
  let bank = relabelled();
  const steps = [measureStep(bank, truth, seed, 0, 0)];
  for (const target of STEPS) {
    // Live learners, children and adults in turn, spread over the levels, on the bank as it is labelled now.
    while (answers / scorable < target) {
      const sat = { ...bank, children: kept.length % 2 === 0 };
      const done = sit(sat, examinee(sat, 1 + 11 * rng(), rng), answer, rng);
      const item = keptResponsesItem(done, 0) as KeptResponses | null;
      if (!item) continue;
      kept.push(item);
      answers += item.responses.length;
    }
    for (const p of proposals(calibrate(observationsOf(kept))))
      if (p.proposedLevel !== null) levels.set(p.item, p.proposedLevel);
    bank = relabelled();
    const moved = test.questions.filter((q) => levels.get(q.question_id) !== q.qlevel).length;
    steps.push(measureStep(bank, truth, seed, answers / scorable, moved));
  }
  return steps;
}

export function measureRecalibration(tests: readonly SimTest[], seed: number): Recalibration[] {
  return tests.map((test) => ({ course: test.name, steps: recalibrate(test, seed) }));
}
