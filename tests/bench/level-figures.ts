import type { AttemptRecord } from '../../functions/core/attempts/attempt-record';
import { levelPrior, modelResponses } from '../../functions/assessment/adaptive';
import { estimateAbility } from '../../functions/assessment/scoring/ability';
import type { Answerer } from './answer-models';
import { DEFAULT_TEST_SETTINGS, type TestSettings } from '../../functions/assessment/organisation-settings';
import { askedIds, examinee, normal, sit, type SimTest } from './level-simulation';

/**
 * The figures of the bench's item-bank section (docs/scoring.md, "The simulation bench"), each from
 * simulated sittings (level-simulation.ts): how well levels are measured, how often items are
 * shared, what blind answering shows, and what comes back in a second test.
 */
/** One true level's figures: the shown level's RMSE and bias, and what rounding and clamping alone give (`floor`). */
export interface LevelRow {
  level: number;
  n: number;
  rmse: number;
  bias: number;
  /**
   * The bias an unbiased estimate with the same spread would show once rounded and clamped to 1–12:
   * truth + N(0, s²), s the SD of the engine's θ − truth at this level. Not 0 at the ends of the scale.
   */
  floor: number;
}

/** A test as one population sits it under one setting: every true level 1–12, `n` examinees at each. */
export interface CellFigures {
  levels: LevelRow[];
  /** Over all the levels (a population uniform over 1–12). */
  rmse: number;
  within1: number;
  coverage: number;
  meanLength: number;
  flagged: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const clampLevel = (x: number) => Math.min(12, Math.max(1, Math.round(x)));
const clamp = (x: number) => Math.min(12, Math.max(1, x));

/**
 * `n` examinees at each true level 1–12 (θ exactly the level, each skill ± SKILL_SPREAD): the error of
 * the level shown against the truth on the 1–12 scale (a learner below 1 is at level 1: shown 1 is
 * right), ±1 level, ±1 SE coverage of θ itself, length and person-fit flags.
 */
export function cellFigures(
  test: SimTest,
  answer: Answerer,
  n: number,
  rng: () => number,
  settings: TestSettings = DEFAULT_TEST_SETTINGS,
): CellFigures {
  const all: Array<{ err: number; near: boolean; covered: boolean; length: number; flagged: boolean }> = [];
  const levels = Array.from({ length: 12 }, (_, i) => {
    const level = i + 1;
    const rows: Array<{ err: number; truth: number; off: number }> = [];
    for (let k = 0; k < n; k++) {
      const who = examinee(test, level, rng);
      const done = sit(test, who, answer, rng, new Set(), settings);
      const shown = done.levels?.o_level ?? null;
      const length = askedIds(done).length;
      if (shown === null) continue;
      const e = estimateAbility(modelResponses(done, test.byId), levelPrior(done));
      const err = shown - clamp(who.truth);
      rows.push({ err, truth: who.truth, off: e.theta - who.truth });
      const covered = Math.abs(e.theta - who.truth) <= e.se;
      all.push({
        err,
        near: Math.abs(shown - clampLevel(who.truth)) <= 1,
        covered,
        length,
        flagged: !!done.personFit?.flagged,
      });
    }
    const spread = Math.sqrt(mean(rows.map((r) => r.off ** 2)) - mean(rows.map((r) => r.off)) ** 2);
    const floor = mean(rows.map((r) => clampLevel(r.truth + spread * normal(rng)) - clamp(r.truth)));
    return {
      level,
      n: rows.length,
      rmse: Math.sqrt(mean(rows.map((r) => r.err ** 2))),
      bias: mean(rows.map((r) => r.err)),
      floor,
    };
  });
  const share = (pick: (r: (typeof all)[number]) => boolean) => all.filter(pick).length / Math.max(1, all.length);
  return {
    levels,
    rmse: Math.sqrt(mean(all.map((r) => r.err ** 2))),
    within1: share((r) => r.near),
    coverage: share((r) => r.covered),
    meanLength: mean(all.map((r) => r.length)),
    flagged: share((r) => r.flagged),
  };
}

export interface Exposure {
  /** Expected share of items two examinees of this level have in common (Chen, Ankenmann & Spray 2003). */
  overlap: number;
  /** The most used item's share of examinees. */
  maxExposure: number;
  /** The most common first question's share of examinees. */
  firstItem: number;
}

/** `n` examinees of one true level (children: one class, so one start) sitting the same test. */
export function exposure(
  test: SimTest,
  level: number,
  answer: Answerer,
  n: number,
  rng: () => number,
  settings: TestSettings = DEFAULT_TEST_SETTINGS,
): Exposure {
  const counts = new Map<number, number>();
  const firsts = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < n; i++) {
    const who = examinee(test, level, rng, Math.min(10, Math.max(3, level + 1)));
    const ids = askedIds(sit(test, who, answer, rng, new Set(), settings));
    total += ids.length;
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    if (ids.length) firsts.set(ids[0]!, (firsts.get(ids[0]!) ?? 0) + 1);
  }
  const pairs = [...counts.values()].reduce((s, c) => s + c * (c - 1), 0);
  return {
    overlap: pairs / (n * (n - 1) * (total / n)),
    maxExposure: Math.max(...counts.values()) / n,
    firstItem: Math.max(...firsts.values()) / n,
  };
}

/** Blind answering throughout: the share shown level 1–2, and the share flagged for review. */
export function blind(test: SimTest, answer: Answerer, n: number, rng: () => number): { low: number; flagged: number } {
  let low = 0;
  let flagged = 0;
  for (let i = 0; i < n; i++) {
    const done = sit(test, examinee(test, 6, rng), answer, rng);
    const shown = done.levels?.o_level;
    if (shown !== null && shown !== undefined && shown <= 2) low++;
    if (done.personFit?.flagged) flagged++;
  }
  return { low: low / n, flagged: flagged / n };
}

/** Every answer right, or every answer wrong: the level shown (null: none shown). */
export function extreme(test: SimTest, score: 0 | 1, rng: () => number): AttemptRecord {
  return sit(test, examinee(test, 6, rng), () => score, rng);
}

/** Share of the second test's items the learner met in the first (the first sat in full, then the second). */
export function metAgain(first: SimTest, second: SimTest, answer: Answerer, n: number, rng: () => number): number {
  let again = 0;
  let asked = 0;
  for (let i = 0; i < n; i++) {
    const theta = 1 + 11 * rng();
    const seen = new Set(askedIds(sit(first, examinee(first, theta, rng), answer, rng)));
    const ids = askedIds(sit(second, examinee(second, theta, rng), answer, rng, seen));
    again += ids.filter((id) => seen.has(id)).length;
    asked += ids.length;
  }
  return again / Math.max(1, asked);
}
