import type { BenchFigures, CellResult } from './item-banks';
import type { CellFigures, LevelRow } from './level-figures';
import { STEPS } from './recalibration';
import { mark } from './stats';

/**
 * The item-bank section's tables (item-banks.ts), each figure beside its goal (docs/scoring.md, "The
 * simulation bench"): a row per test × organisation setting × population, then the same by true level,
 * the engine's own answer model, blind clicking, items met again, and the robustness run with its
 * calibration steps.
 */
export const GOALS = { rmse: 0.75, bias: 0.2, endOverFloor: 0.1, overlap: 0.2, mostSeen: 0.25, firstItem: 0.1 };
export const ROBUST = { rmse: 0.8, bias: 0.25 };

const pct = (x: number) => `${Math.round(100 * x)}%`.padStart(4);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;

/** The worst |bias| at true levels 2–11, with its level. */
export function worstInner(levels: readonly LevelRow[]): LevelRow {
  const inner = levels.filter((l) => l.level >= 2 && l.level <= 11);
  return inner.reduce((w, l) => (Math.abs(l.bias) > Math.abs(w.bias) ? l : w), inner[0]!);
}

/** Levels 1 and 12 against what rounding and clamping alone give there. */
export const endsMet = (f: CellFigures) =>
  [f.levels[0]!, f.levels[11]!].every((l) => Math.abs(l.bias - l.floor) <= GOALS.endOverFloor);

function cellRow(c: CellResult): string {
  const f = c.realistic;
  const w = worstInner(f.levels);
  const [one, twelve] = [f.levels[0]!, f.levels[11]!];
  const max = (key: 'overlap' | 'maxExposure' | 'firstItem') =>
    Math.max(...Object.values(c.exposure).map((e) => e[key]));
  const met =
    f.rmse <= GOALS.rmse &&
    Math.abs(w.bias) <= GOALS.bias &&
    endsMet(f) &&
    max('overlap') <= GOALS.overlap &&
    max('maxExposure') <= GOALS.mostSeen &&
    max('firstItem') <= GOALS.firstItem;
  return [
    `  ${c.name.slice(0, 24).padEnd(24)} ${c.setting.padEnd(12)} ${c.population.padEnd(8)}`,
    f.rmse.toFixed(2).padStart(5),
    `   ${Math.abs(w.bias).toFixed(2)} at ${String(w.level).padStart(2)}`,
    `  ${signed(one.bias)} (${signed(one.floor)})  ${signed(twelve.bias)} (${signed(twelve.floor)})`,
    ` ${pct(f.within1)}  ${pct(f.coverage)}  ${f.meanLength.toFixed(1).padStart(5)}  ${pct(f.flagged)}`,
    `   ${max('overlap').toFixed(2)}  ${pct(max('maxExposure'))}  ${pct(max('firstItem'))}  ${mark(met)}`,
  ].join('');
}

export function printItemBanks(now: BenchFigures, run: { perLevel: number; examinees: number; seed: number }): void {
  console.log(
    `Item banks: each test × organisation setting × population, ${run.perLevel} simulated examinees at each true level 1–12 (seed ${run.seed}), through the engine's own code.`,
  );
  console.log(
    '\n  Realistic answers (guessing 1/options, discriminations lognormal SD 0.35, 3 % slips, levels off by N(0, 0.5²));',
  );
  console.log(
    `  exposure: ${run.examinees} examinees of one true level (children: one class), worst of levels 3, 6, 9, 10`,
  );
  console.log(
    `  ${'test'.padEnd(24)} ${'setting'.padEnd(12)} ${'pop.'.padEnd(8)} RMSE  worst |bias| 2–11  level 1 (floor)  level 12 (floor)  ±1lv ±1SE length flagged  overlap most first`,
  );
  for (const c of now.cells) console.log(cellRow(c));
  console.log('\n  By true level 1–12 (realistic answers): RMSE/bias of the shown level');
  for (const c of now.cells)
    console.log(
      `  ${c.name.slice(0, 16).padEnd(16)} ${c.setting.slice(0, 11).padEnd(11)} ${c.population.padEnd(8)} ${c.realistic.levels.map((l) => `${l.rmse.toFixed(2)}/${signed(l.bias)}`).join(' ')}`,
    );
  console.log("\n  The engine's own model (RMSE, worst |bias| at 2–11, levels 1 and 12 with their floors)");
  for (const c of now.cells) {
    const f = c.engine;
    const w = worstInner(f.levels);
    console.log(
      `  ${c.name.slice(0, 24).padEnd(24)} ${c.setting.padEnd(12)} ${c.population.padEnd(8)} ${f.rmse.toFixed(2)}   ${Math.abs(w.bias).toFixed(2)} at ${w.level}   ${signed(f.levels[0]!.bias)} (${signed(f.levels[0]!.floor)})  ${signed(f.levels[11]!.bias)} (${signed(f.levels[11]!.floor)})`,
    );
  }
  console.log(`\n  Blind answering (${run.examinees} learners clicking at random) and the ends of the scale`);
  for (const [course, b] of Object.entries(now.blind))
    console.log(
      `  ${course.padEnd(6)} items R/W/L/S ${now.items[Number(course)]!.padEnd(16)} shown 1–2 ${pct(b.low)}  flagged ${pct(b.flagged)}  all right ${b.allRight ?? 'none'}  all wrong ${b.allWrong ?? 'none'}`,
    );
  console.log('\n  Items met again in a second summative test (200 learners per pair, first test sat in full)');
  console.log(
    '  ' +
      Object.entries(now.metAgain)
        .map(([pair, x]) => `${pair} ${pct(x)}`)
        .join('   '),
  );
  printRecalibration(now);
  console.log(
    `\n  Goals (realistic answers): RMSE ≤ ${GOALS.rmse}; |bias| ≤ ${GOALS.bias} at levels 2–11; at 1 and 12 within ${GOALS.endOverFloor} of the floor;`,
  );
  console.log(
    `  overlap ≤ ${GOALS.overlap}, most seen ≤ 25 %, first item ≤ 10 %; blind: shown 1–2 and flagged ≥ 90 %; all right 12, all wrong 1; met again ≤ 5 %;`,
  );
  console.log(
    `  a new bank (levels off by N(0, 1)): RMSE ≤ ${ROBUST.rmse}, |bias| ≤ ${ROBUST.bias} at levels 2–11, at the step shown.`,
  );
}

function printRecalibration(now: BenchFigures): void {
  console.log(
    `\n  A new bank: true difficulties off the levels by N(0, 1); live answers kept, then the calibration command (proposals accepted) after ${STEPS.join(', ')} answers per item`,
  );
  console.log(
    `  ${'test'.padEnd(24)} answers/item  moved  level error   children: RMSE  worst |bias| 2–11    adults: RMSE  worst |bias| 2–11`,
  );
  for (const r of now.recalibration)
    for (const s of r.steps) {
      const cells = s.cells.map((c) => {
        const met = c.rmse <= ROBUST.rmse && Math.abs(c.worst.bias) <= ROBUST.bias;
        return `${c.rmse.toFixed(2).padStart(16)}  ${signed(c.worst.bias)} at ${String(c.worst.level).padStart(2)} ${mark(met)}`;
      });
      console.log(
        `  ${r.course.slice(0, 24).padEnd(24)} ${String(Math.round(s.answersPerItem)).padStart(12)}  ${String(s.moved).padStart(5)}  ${s.labelError.toFixed(2).padStart(11)} ${cells.join('  ')}`,
      );
    }
}
