import '../../infra/config/node-warnings';
import { writeFileSync } from 'node:fs';
import { defaultPackagesFolder, packageFolders } from '../../infra/content/import-folder';
import { readPackage } from '../../infra/content/read-package';
import {
  DEFAULT_TEST_SETTINGS,
  organisationTestSettings,
  type TestSettings,
} from '../../functions/assessment/organisation-settings';
import { engineAnswers, randomAnswers, realisticAnswers } from './answer-models';
import { blind, cellFigures, exposure, extreme, metAgain, type CellFigures, type Exposure } from './level-figures';
import { seeded, simTest, type SimTest } from './level-simulation';
import { printItemBanks } from './item-banks-print';
import { measureRecalibration, type Recalibration } from './recalibration';
import { BRIGHTPATH, SUNRISE } from '../../infra/local/seed-orgs';

/**
 * `npm run bench`, section `levels` (first): how well the four levelled tests measure, from simulated
 * examinees driven through the engine's own code (level-simulation.ts), for children and for adults,
 * under every organisation setting that changes a test's length or stopping (organisation-settings.ts,
 * applied to the attempt as startAttempt applies it), under a realistic answer model and the engine's
 * own (answer-models.ts); then the same tests on a new, uncalibrated bank and what the calibration
 * command repairs (recalibration.ts). Fixed seeds: the same table every run. Goals:
 * docs/scoring.md, "The simulation bench".
 */
const SEED = 19;
/** Examinees at each true level 1–12 of each cell (a level's bias then carries about ±0.04 of sampling error). */
const PER_LEVEL = Number(process.env.ITEM_BANKS_PER_LEVEL ?? 250);
/** The engine's own answer model: fewer (it is the check that allowing for guessing costs nothing). */
const PER_LEVEL_ENGINE = Math.ceil(PER_LEVEL / 3);
/** Examinees of one true level for the exposure figures, and random clickers. */
const EXAMINEES = Number(process.env.ITEM_BANKS_EXAMINEES ?? 1000);
/** True levels at which classmates sit one test for the exposure figures. */
export const EXPOSURE_LEVELS = [3, 6, 9, 10];
const PAIR_LEARNERS = 200;
/** The tests the goals are for: course, element, and who the course is for (blind clickers, extremes). */
const TESTS = [
  { course: 101, element: 1010, children: false },
  { course: 300, element: 3004, children: true },
  { course: 315, element: 3153, children: true },
  { course: 428, element: 4281, children: false },
] as const;
export const POPULATIONS = ['children', 'adults'] as const;

export interface CellResult {
  course: number;
  name: string;
  setting: string;
  population: (typeof POPULATIONS)[number];
  realistic: CellFigures;
  engine: CellFigures;
  exposure: Record<number, Exposure>;
}
export interface BenchFigures {
  cells: CellResult[];
  items: Record<number, string>;
  blind: Record<number, { low: number; flagged: number; allRight: number | null; allWrong: number | null }>;
  metAgain: Record<string, number>;
  recalibration: Recalibration[];
}

function loadTests(): Map<number, SimTest & { element: number }> {
  const tests = new Map<number, SimTest & { element: number }>();
  for (const folder of packageFolders(defaultPackagesFolder)) {
    const { content } = readPackage(folder);
    const spec = TESTS.find((t) => t.course === content.course.course_id);
    const element = content.course.units.flatMap((u) => u.elements).find((e) => e.element_id === spec?.element);
    if (!spec || !element) continue;
    const byId = new Map(content.questions.map((q) => [q.question_id, q]));
    const questions = element.questions.map((id) => byId.get(id)!);
    const test = simTest(`${spec.course} ${element.element_name}`, element.element_type, spec.children, questions);
    tests.set(spec.course, { ...test, element: spec.element });
  }
  return tests;
}

/**
 * The retail test, and the test as each organisation with settings of its own sits it: the organisations the local
 * stack seeds (infra/local/seed-orgs.ts), as their records keep them.
 */
function settingsOf(course: number, element: number): Array<{ label: string; settings: TestSettings }> {
  const own = organisationTestSettings([SUNRISE, BRIGHTPATH], course, element).map((s) => ({
    label: s.orgIds.join(', '),
    settings: s,
  }));
  return [{ label: 'retail', settings: DEFAULT_TEST_SETTINGS }, ...own];
}

export function measure(): BenchFigures {
  const tests = loadTests();
  const figures: BenchFigures = { cells: [], items: {}, blind: {}, metAgain: {}, recalibration: [] };
  for (const [course, test] of tests) {
    const count = (d: string) => test.questions.filter((q) => q.domain === d && q.type !== 'INS').length;
    figures.items[course] = ['R', 'W', 'L', 'S'].map(count).join('/');
    for (const { label, settings } of settingsOf(course, test.element))
      for (const population of POPULATIONS) {
        const sat = { ...test, children: population === 'children' };
        figures.cells.push({
          course,
          name: test.name,
          setting: label,
          population,
          realistic: cellFigures(sat, realisticAnswers(SEED), PER_LEVEL, seeded(SEED + 4), settings),
          engine: cellFigures(sat, engineAnswers, PER_LEVEL_ENGINE, seeded(SEED + 5), settings),
          exposure: Object.fromEntries(
            EXPOSURE_LEVELS.map((level) => [
              level,
              exposure(sat, level, realisticAnswers(SEED), EXAMINEES, seeded(SEED + level), settings),
            ]),
          ),
        });
      }
    figures.blind[course] = {
      ...blind(test, randomAnswers, EXAMINEES, seeded(SEED + 2)),
      allRight: extreme(test, 1, seeded(SEED)).levels?.o_level ?? null,
      allWrong: extreme(test, 0, seeded(SEED)).levels?.o_level ?? null,
    };
  }
  const summative = TESTS.filter((t) => tests.get(t.course)?.elementType === 'S');
  for (const first of TESTS)
    for (const second of summative)
      if (first.course !== second.course)
        figures.metAgain[`${first.course}→${second.course}`] = metAgain(
          tests.get(first.course)!,
          tests.get(second.course)!,
          realisticAnswers(SEED),
          PAIR_LEARNERS,
          seeded(SEED + 3),
        );
  figures.recalibration = measureRecalibration([...tests.values()], SEED);
  return figures;
}

export function main(): void {
  const started = performance.now();
  const now = measure();
  if (process.env.ITEM_BANKS_WRITE) writeFileSync(process.env.ITEM_BANKS_WRITE, JSON.stringify(now));
  printItemBanks(now, { perLevel: PER_LEVEL, examinees: EXAMINEES, seed: SEED });
  console.log(
    `  (${((performance.now() - started) / 1000).toFixed(0)} s, ${(process.cpuUsage().user / 1e6).toFixed(0)} s of CPU)\n`,
  );
}

const only = process.env.BENCH_ONLY?.split(',');
if (!only || only.includes('levels')) main();
