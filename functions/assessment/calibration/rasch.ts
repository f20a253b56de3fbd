import { fitGuessing, GUESSING_FIT, itemModel as model, type GuessingFit } from './guessing-fit';

/**
 * Calibration of item difficulties from real answers (docs/scoring.md, "Calibration").
 *
 * Joint maximum likelihood (JML): person abilities and item difficulties are estimated together by
 * alternating Fisher-scoring steps on the engine's model, P = c + (1 − c) / (1 + e^(−(θ − b))), with
 * each answer's guessing c as it was asked (guessing.ts), so difficulties come out on the 1–12 level
 * scale. The engine's allowance for slips (its upper asymptote) is left out here: it guards one
 * learner's estimate against an early slip, while an item's hundreds of answers average slips out,
 * and with it JML's outward bias grows beyond what Wright's correction (derived without it) removes. Scores may be
 * graded (0..1) as the engine counts them. Persons (one per attempt) and
 * items with all-right or all-wrong answers carry no information about the rest and are set aside.
 * The scale is anchored so the calibrated items' mean difficulty equals the mean of their current
 * levels; JML's known spread bias is corrected by Wright's factor (L − 1) / L, L the mean answers per
 * person. Fit: infit and outfit mean squares per item (1 is what the model expects; infit outside
 * 0.7–1.3 misfits). Then, with the abilities held, each item's own guessing is estimated where
 * enough learners well below it answered it (guessing-fit.ts).
 */
export interface Observation {
  person: string;
  item: number;
  /** The item's level when it was answered. */
  level: number;
  /** 0..1 */
  score: number;
  /** The item's guessing when it was answered (0 when absent). */
  guessing?: number;
}

export interface ItemCalibration {
  item: number;
  level: number;
  difficulty: number;
  se: number;
  responses: number;
  infit: number;
  outfit: number;
  /** The guessing the engine assumes for it, and what the answers say where they can. */
  guessing: GuessingFit;
}

export interface CalibrationResult {
  items: ItemCalibration[];
  persons: number;
  setAside: { persons: number; items: number[] };
  iterations: number;
  converged: boolean;
}

const MAX_STEP = 1;

/** Drops persons and items whose answers are all right or all wrong, until none is left. */
function informative(observations: readonly Observation[]): {
  kept: Observation[];
  droppedPersons: Set<string>;
  droppedItems: Set<number>;
} {
  let kept = observations.filter((o) => o.score >= 0 && o.score <= 1);
  const droppedPersons = new Set<string>();
  const droppedItems = new Set<number>();
  for (;;) {
    const extreme = <K>(key: (o: Observation) => K) => {
      const sums = new Map<K, { s: number; n: number }>();
      for (const o of kept) {
        const t = sums.get(key(o)) ?? { s: 0, n: 0 };
        t.s += o.score;
        t.n += 1;
        sums.set(key(o), t);
      }
      return new Set([...sums].filter(([, t]) => t.s <= 1e-9 || t.s >= t.n - 1e-9).map(([k]) => k));
    };
    const persons = extreme((o) => o.person);
    const items = extreme((o) => o.item);
    if (!persons.size && !items.size) return { kept, droppedPersons, droppedItems };
    persons.forEach((x) => droppedPersons.add(x));
    items.forEach((x) => droppedItems.add(x));
    kept = kept.filter((o) => !persons.has(o.person) && !items.has(o.item));
  }
}

export function calibrate(
  observations: readonly Observation[],
  options: { maxIterations?: number; tolerance?: number } = {},
): CalibrationResult {
  const { kept, droppedPersons, droppedItems } = informative(observations);
  const byPerson = new Map<string, Observation[]>();
  const byItem = new Map<number, Observation[]>();
  for (const o of kept) {
    byPerson.set(o.person, [...(byPerson.get(o.person) ?? []), o]);
    byItem.set(o.item, [...(byItem.get(o.item) ?? []), o]);
  }
  const level = new Map<number, number>();
  for (const [item, list] of byItem) level.set(item, list.reduce((s, o) => s + o.level, 0) / list.length);
  const b = new Map(level);
  const theta = new Map<string, number>();
  for (const [person, list] of byPerson) theta.set(person, list.reduce((s, o) => s + o.level, 0) / list.length);
  const anchor = [...level.values()].reduce((s, x) => s + x, 0) / Math.max(1, level.size);

  let iterations = 0;
  let converged = false;
  for (; iterations < (options.maxIterations ?? 200) && !converged; iterations++) {
    let change = 0;
    // Fisher scoring on each person, items held: d lnL/dθ = Σ (x − P) P'/(P(1 − P)), information Σ P'²/(P(1 − P)).
    for (const [person, list] of byPerson) {
      const t = theta.get(person)!;
      let g = 0;
      let h = 0;
      for (const o of list) {
        const { p, slope } = model(t, b.get(o.item)!, o.guessing ?? 0);
        g += ((o.score - p) * slope) / (p * (1 - p));
        h += (slope * slope) / (p * (1 - p));
      }
      theta.set(person, t + Math.max(-MAX_STEP, Math.min(MAX_STEP, g / h)));
    }
    // …then on each item, persons held (the signs turn: b lowers P).
    for (const [item, list] of byItem) {
      const d = b.get(item)!;
      let g = 0;
      let h = 0;
      for (const o of list) {
        const { p, slope } = model(theta.get(o.person)!, d, o.guessing ?? 0);
        g += ((p - o.score) * slope) / (p * (1 - p));
        h += (slope * slope) / (p * (1 - p));
      }
      const step = Math.max(-MAX_STEP, Math.min(MAX_STEP, g / h));
      b.set(item, d + step);
      change = Math.max(change, Math.abs(step));
    }
    // Anchor: the mean difficulty stays the mean of the current levels (the scale has no origin of its own).
    const shift = anchor - [...b.values()].reduce((s, x) => s + x, 0) / Math.max(1, b.size);
    for (const [item, d] of b) b.set(item, d + shift);
    for (const [person, t] of theta) theta.set(person, t + shift);
    converged = change < (options.tolerance ?? 1e-4);
  }

  const meanLength = kept.length / Math.max(1, byPerson.size);
  const correction = meanLength > 1 ? (meanLength - 1) / meanLength : 1;
  const items: ItemCalibration[] = [...byItem].map(([item, list]) => {
    const d = b.get(item)!;
    let info = 0;
    let squared = 0;
    let variances = 0;
    let outfit = 0;
    for (const o of list) {
      const { p, slope } = model(theta.get(o.person)!, d, o.guessing ?? 0);
      const variance = p * (1 - p);
      info += (slope * slope) / variance;
      squared += (o.score - p) ** 2;
      variances += variance;
      outfit += (o.score - p) ** 2 / variance;
    }
    return {
      item,
      level: level.get(item)!,
      difficulty: anchor + (d - anchor) * correction,
      se: 1 / Math.sqrt(info),
      responses: list.length,
      infit: squared / variances,
      outfit: outfit / list.length,
      guessing: fitGuessing(
        list.map((o) => ({ theta: theta.get(o.person)!, score: o.score })),
        d,
        list[0]?.guessing ?? 0,
      ),
    };
  });
  items.sort((x, y) => x.item - y.item);
  return {
    items,
    persons: byPerson.size,
    setAside: { persons: droppedPersons.size, items: [...droppedItems].sort((x, y) => x - y) },
    iterations,
    converged,
  };
}

/** What a person reviewing the calibration is asked to decide on. */
export const CALIBRATION = {
  /** Fewest responses before an item is judged at all. */
  minResponses: 30,
  /** Observed difficulty this far (levels) from the item's level: propose the rounded observed level. */
  maxDrift: 1,
  /**
   * Infit mean square outside this range: the item misfits (check its key and wording). Outfit is
   * reported beside it but not judged: on a population spread over 12 levels a few far-off persons
   * swing it from 0.3 to 3 even when the model holds (seen on synthetic data).
   */
  fit: { low: 0.7, high: 1.3 },
} as const;

export interface Proposal {
  item: number;
  level: number;
  observed: number;
  se: number;
  responses: number;
  infit: number;
  outfit: number;
  proposedLevel: number | null;
  /** The guessing assumed and estimated, when the answers show one far from the other. */
  guessing?: { assumed: number; estimated: number; se: number };
  reasons: Array<'drift' | 'misfit' | 'guessing'>;
}

/**
 * Items whose observed difficulty is far from their level, that misfit, or that are guessed far more (or less) than
 * their type says; never applied here.
 */
export function proposals(result: CalibrationResult): Proposal[] {
  const out: Proposal[] = [];
  for (const c of result.items) {
    if (c.responses < CALIBRATION.minResponses) continue;
    const reasons: Proposal['reasons'] = [];
    if (Math.abs(c.difficulty - c.level) > CALIBRATION.maxDrift) reasons.push('drift');
    const { low, high } = CALIBRATION.fit;
    if (c.infit < low || c.infit > high) reasons.push('misfit');
    const g = c.guessing;
    const guessedOff =
      g.estimated !== null &&
      g.se !== null &&
      Math.abs(g.estimated - g.assumed) > Math.max(GUESSING_FIT.maxDifference, 2 * g.se);
    if (guessedOff) reasons.push('guessing');
    if (!reasons.length) continue;
    out.push({
      item: c.item,
      level: c.level,
      observed: round2(c.difficulty),
      se: round2(c.se),
      responses: c.responses,
      infit: round2(c.infit),
      outfit: round2(c.outfit),
      proposedLevel: reasons.includes('drift') ? Math.min(12, Math.max(1, Math.round(c.difficulty))) : null,
      ...(guessedOff ? { guessing: { assumed: g.assumed, estimated: g.estimated!, se: g.se! } } : {}),
      reasons,
    });
  }
  return out;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
