import '../../infra/config/node-warnings';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPackagesFolder, packageFolders } from '../../infra/content/import-folder';
import { readPackage } from '../../infra/content/read-package';
import { engineAnswers, randomAnswers, realisticAnswers, type Answerer } from './answer-models';
import {
  accuracy,
  blind,
  exposure,
  extreme,
  metAgain,
  perLevel,
  type Accuracy,
  type ByLevel,
  type Exposure,
} from './level-figures';
import { populations, seeded, simTest, type SimTest } from './level-simulation';

/**
 * `npm run bench` (first part): how well the four levelled tests measure, from simulated examinees
 * driven through the engine's own code (level-simulation.ts), under the engine's own answer model
 * and a realistic one (answer-models.ts), beside the figures of the engine and banks before decisions
 * 0400–0413 (`baselines/item-banks-before.json`, the same figures measured on commit 3b5add9). Fixed
 * seeds: the same table every run. Goals: docs/scoring.md, "The simulation bench".
 */
const EXAMINEES = 1000;
const SEED = 19;
/** The tests the goals are for: course, element, and whether children sit it (they start at their class). */
const TESTS = [
  { course: 101, element: 1010, children: false },
  { course: 300, element: 3004, children: true },
  { course: 315, element: 3153, children: true },
  { course: 428, element: 4281, children: false },
] as const;
/** True levels at which 1,000 examinees sit one test for the exposure figures. */
const EXPOSURE_LEVELS = [3, 6, 9];
/** Learners per pair of tests for the items met again. */
const PAIR_LEARNERS = 200;
/**
 * Examinees at each true level for the per-level figures (a level's bias then carries about ±0.05 of sampling error).
 *
 */
const PER_LEVEL = 250;

export interface TestFigures {
  name: string;
  items: string;
  accuracy: Record<'engine' | 'realistic', Record<keyof typeof populations, Accuracy>>;
  /** Realistic answers, PER_LEVEL examinees at each true level 1–12. */
  levels: ByLevel;
  exposure: Record<number, Exposure>;
  blind: { low: number; flagged: number };
  allRight: number | null;
  allWrong: number | null;
}
export interface BenchFigures {
  tests: Record<string, TestFigures>;
  /** 'first→second' course ids: share of the second test's items met in the first. */
  metAgain: Record<string, number>;
}

function loadTests(): Map<number, SimTest> {
  const tests = new Map<number, SimTest>();
  for (const folder of packageFolders(defaultPackagesFolder)) {
    const { content } = readPackage(folder);
    const spec = TESTS.find((t) => t.course === content.course.course_id);
    const element = content.course.units.flatMap((u) => u.elements).find((e) => e.element_id === spec?.element);
    if (!spec || !element) continue;
    const byId = new Map(content.questions.map((q) => [q.question_id, q]));
    tests.set(
      spec.course,
      simTest(
        `${spec.course} ${element.element_name}`,
        element.element_type,
        spec.children,
        element.questions.map((id) => byId.get(id)!),
      ),
    );
  }
  return tests;
}

export function measure(): BenchFigures {
  const tests = loadTests();
  const figures: BenchFigures = { tests: {}, metAgain: {} };
  for (const [course, test] of tests) {
    const models: Record<'engine' | 'realistic', Answerer> = {
      engine: engineAnswers,
      realistic: realisticAnswers(SEED),
    };
    const acc = (model: Answerer) => ({
      uniform: accuracy(test, populations.uniform, model, EXAMINEES, seeded(SEED)),
      school: accuracy(test, populations.school, model, EXAMINEES, seeded(SEED + 1)),
    });
    const count = (d: string) => test.questions.filter((q) => q.domain === d && q.type !== 'INS').length;
    figures.tests[course] = {
      name: test.name,
      items: ['R', 'W', 'L', 'S'].map(count).join('/'),
      accuracy: { engine: acc(models.engine), realistic: acc(models.realistic) },
      levels: perLevel(test, models.realistic, PER_LEVEL, seeded(SEED + 4)),
      exposure: Object.fromEntries(
        EXPOSURE_LEVELS.map((level) => [
          level,
          exposure(test, level, models.realistic, EXAMINEES, seeded(SEED + level)),
        ]),
      ),
      blind: blind(test, randomAnswers, EXAMINEES, seeded(SEED + 2)),
      allRight: extreme(test, 1, seeded(SEED)).levels?.o_level ?? null,
      allWrong: extreme(test, 0, seeded(SEED)).levels?.o_level ?? null,
    };
  }
  const summative = TESTS.filter((t) => tests.get(t.course)?.elementType === 'S');
  for (const first of TESTS)
    for (const second of summative) {
      if (first.course === second.course) continue;
      figures.metAgain[`${first.course}→${second.course}`] = metAgain(
        tests.get(first.course)!,
        tests.get(second.course)!,
        realisticAnswers(SEED),
        PAIR_LEARNERS,
        seeded(SEED + 3),
      );
    }
  return figures;
}

const baselineFile = path.resolve(import.meta.dirname, 'baselines/item-banks-before.json');
const pct = (x: number | undefined) => (x === undefined ? '  — ' : `${Math.round(100 * x)}%`.padStart(4));
const num = (x: number | undefined) => (x === undefined ? '   — ' : x.toFixed(2).padStart(5));
const worst = (byLevel: ByLevel) => {
  const levels = byLevel.filter((l): l is NonNullable<typeof l> => l !== null);
  return { rmse: Math.max(...levels.map((l) => l.rmse)), bias: Math.max(...levels.map((l) => Math.abs(l.bias))) };
};

function print(now: BenchFigures, before: BenchFigures | null, seconds: number, cpuSeconds: number): void {
  const was = (course: string) => before?.tests[course];
  console.log(
    `Item banks: ${EXAMINEES} simulated examinees per test, population and answer model (seed ${SEED}), through the engine's own code; (before issue 29) beside.`,
  );
  for (const model of ['realistic', 'engine'] as const) {
    console.log(
      `\n  ${model === 'realistic' ? 'Realistic answers (guessing 1/options, discriminations lognormal SD 0.35, 3 % slips)' : "The engine's own model"}`,
    );
    console.log(
      `  ${'test'.padEnd(26)} ${'pop.'.padEnd(8)}   RMSE (bef.)    bias (bef.)   ±1lv (bef.)  ±1SE (bef.)  length (bef.)  flagged`,
    );
    for (const [course, t] of Object.entries(now.tests))
      for (const pop of ['uniform', 'school'] as const) {
        const a = t.accuracy[model][pop];
        const b = was(course)?.accuracy[model][pop];
        console.log(
          `  ${t.name.slice(0, 26).padEnd(26)} ${pop.padEnd(8)}  ${num(a.rmse)} (${num(b?.rmse)})  ${num(a.bias)} (${num(b?.bias)})  ${pct(a.within1)} (${pct(b?.within1)})  ${pct(a.coverage)} (${pct(b?.coverage)})  ${a.meanLength.toFixed(1).padStart(5)} (${b ? b.meanLength.toFixed(1).padStart(5) : '   — '})  ${pct(a.flagged)}`,
        );
      }
    if (model === 'realistic') {
      console.log(
        `\n  Per true level 1–12 (realistic answers, ${PER_LEVEL} examinees at each level): RMSE/bias of the shown level, then the worst (before)`,
      );
      for (const [course, t] of Object.entries(now.tests)) {
        const w = worst(t.levels);
        const b = was(course)?.levels;
        const wb = b ? worst(b) : undefined;
        const cells = t.levels
          .map((l) => (l ? `${l.rmse.toFixed(2)}/${l.bias >= 0 ? '+' : ''}${l.bias.toFixed(2)}` : '—'))
          .join(' ');
        console.log(
          `  ${t.name.slice(0, 26).padEnd(26)} ${cells}   worst ${num(w.rmse)} (${num(wb?.rmse)}) |${w.bias.toFixed(2)}| (${wb ? wb.bias.toFixed(2) : '—'})`,
        );
      }
    }
  }
  console.log(
    `\n  Exposure: ${EXAMINEES} examinees of one true level (realistic answers; children: one class), worst of levels ${EXPOSURE_LEVELS.join(', ')}`,
  );
  console.log(`  ${'test'.padEnd(26)}  items R/W/L/S     overlap (bef.)  most seen (bef.)  first item (bef.)`);
  for (const [course, t] of Object.entries(now.tests)) {
    const max = (f: TestFigures | undefined, key: keyof Exposure) =>
      f ? Math.max(...Object.values(f.exposure).map((e) => e[key])) : undefined;
    console.log(
      `  ${t.name.slice(0, 26).padEnd(26)}  ${t.items.padEnd(16)}  ${num(max(t, 'overlap'))} (${num(max(was(course), 'overlap'))})  ${pct(max(t, 'maxExposure'))} (${pct(max(was(course), 'maxExposure'))})       ${pct(max(t, 'firstItem'))} (${pct(max(was(course), 'firstItem'))})`,
    );
  }
  console.log(`\n  Blind answering (${EXAMINEES} learners clicking at random) and the ends of the scale`);
  console.log(`  ${'test'.padEnd(26)}  shown 1–2 (bef.)  flagged (bef.)  all right (bef.)  all wrong (bef.)`);
  const lv = (x: number | null | undefined) => (x === undefined ? '—' : x === null ? 'none' : String(x)).padStart(4);
  for (const [course, t] of Object.entries(now.tests)) {
    const b = was(course);
    console.log(
      `  ${t.name.slice(0, 26).padEnd(26)}  ${pct(t.blind.low)} (${pct(b?.blind.low)})      ${pct(t.blind.flagged)} (${pct(b?.blind.flagged)})     ${lv(t.allRight)} (${lv(b?.allRight)})       ${lv(t.allWrong)} (${lv(b?.allWrong)})`,
    );
  }
  console.log(
    `\n  Items met again in a second summative test (${PAIR_LEARNERS} learners per pair, first test sat in full)`,
  );
  console.log(
    '  ' +
      Object.entries(now.metAgain)
        .map(([pair, x]) => `${pair} ${pct(x)} (${pct(before?.metAgain[pair])})`)
        .join('   '),
  );
  console.log(
    '\n  Goals (realistic answers): RMSE ≤ 0.8 and |bias| ≤ 0.2 at every true level, ≥ 90 % within ±1, ±1 SE coverage 60–75 %;',
  );
  console.log(
    '  overlap ≤ 0.2, most seen ≤ 25 %, first item ≤ 10 %; length ≤ before + 2; blind: shown 1–2 ≥ 90 %, flagged ≥ 90 %;',
  );
  console.log(
    `  all right 12, all wrong 1; met again ≤ 5 %.  (${seconds.toFixed(0)} s, ${cpuSeconds.toFixed(0)} s of CPU)\n`,
  );
}

export function main(): void {
  const started = performance.now();
  const now = measure();
  if (process.env.ITEM_BANKS_WRITE) writeFileSync(process.env.ITEM_BANKS_WRITE, JSON.stringify(now));
  let before: BenchFigures | null = null;
  try {
    before = JSON.parse(readFileSync(baselineFile, 'utf8')) as BenchFigures;
  } catch {
    before = null;
  }
  print(now, before, (performance.now() - started) / 1000, process.cpuUsage().user / 1e6);
}

main();
