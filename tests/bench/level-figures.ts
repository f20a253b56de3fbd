import { ABILITY } from '#shared/scoring/thresholds';
import type { AttemptRecord } from '../../functions/core/attempts/attempt-record';
import { modelResponses } from '../../functions/assessment/adaptive';
import { estimateAbility } from '../../functions/assessment/scoring/ability';
import type { Answerer } from './answer-models';
import { askedIds, examinee, sit, type SimTest } from './level-simulation';

/**
 * The figures of the bench's item-bank section (docs/scoring.md, "The simulation bench"), each from
 * simulated sittings (level-simulation.ts): how well levels are measured, how often items are
 * shared, what blind answering shows, and what comes back in a second test.
 */
export interface Accuracy {
  shown: number;
  rmse: number;
  bias: number;
  within1: number;
  coverage: number;
  meanLength: number;
  precisionStops: number;
  flagged: number;
}

/** Per true level 1–12: RMSE and bias of the shown level; null where no level was shown. */
export type ByLevel = Array<{ level: number; n: number; rmse: number; bias: number } | null>;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const clampLevel = (x: number) => Math.min(12, Math.max(1, Math.round(x)));

export function accuracy(
  test: SimTest,
  draw: (rng: () => number) => number,
  answer: Answerer,
  n: number,
  rng: () => number,
): Accuracy {
  const rows: Array<{ err: number; truth: number; covered: boolean }> = [];
  let length = 0;
  let precision = 0;
  let flagged = 0;
  const scorable = test.questions.filter((q) => q.type !== 'INS').length;
  for (let i = 0; i < n; i++) {
    const who = examinee(test, draw(rng), rng);
    const done = sit(test, who, answer, rng);
    const asked = askedIds(done).length;
    length += asked;
    if (asked < Math.min(ABILITY.maxQuestions, scorable)) precision++;
    if (done.personFit?.flagged) flagged++;
    const shown = done.levels?.o_level ?? null;
    if (shown === null) continue;
    const e = estimateAbility(modelResponses(done, test.byId), { start: who.start });
    // The error of the level shown against the true level on the 1–12 scale (a learner below 1 is at
    // level 1: shown 1 is right); the ±1 SE coverage against θ itself, which the estimate is of.
    const level = Math.min(12, Math.max(1, who.truth));
    rows.push({ err: shown - level, truth: level, covered: Math.abs(e.theta - who.truth) <= e.se });
  }
  return {
    shown: rows.length / n,
    rmse: Math.sqrt(mean(rows.map((r) => r.err ** 2))),
    bias: mean(rows.map((r) => r.err)),
    within1: rows.filter((r) => Math.abs(r.err + r.truth - clampLevel(r.truth)) <= 1).length / Math.max(1, rows.length),
    coverage: rows.filter((r) => r.covered).length / Math.max(1, rows.length),
    meanLength: length / n,
    precisionStops: precision / n,
    flagged: flagged / n,
  };
}

/**
 * The shown level's RMSE and bias at each true level 1–12: `n` examinees whose overall level lies
 * in that level's unit (θ uniform on level ± 0.5), so each level's figure rests on as many answers.
 */
export function perLevel(test: SimTest, answer: Answerer, n: number, rng: () => number): ByLevel {
  return Array.from({ length: 12 }, (_, i) => {
    const level = i + 1;
    const errors: number[] = [];
    for (let k = 0; k < n; k++) {
      const who = examinee(test, level - 0.5 + rng(), rng);
      const shown = sit(test, who, answer, rng).levels?.o_level ?? null;
      if (shown !== null) errors.push(shown - Math.min(12, Math.max(1, who.truth)));
    }
    return errors.length
      ? { level, n: errors.length, rmse: Math.sqrt(mean(errors.map((e) => e * e))), bias: mean(errors) }
      : null;
  });
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
export function exposure(test: SimTest, level: number, answer: Answerer, n: number, rng: () => number): Exposure {
  const counts = new Map<number, number>();
  const firsts = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < n; i++) {
    const ids = askedIds(sit(test, examinee(test, level, rng, Math.min(10, Math.max(3, level + 1))), answer, rng));
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
