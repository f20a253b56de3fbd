/**
 * The olympiad's results computed again, independently of the product's code: a direct numeric
 * EAP on the level scale from a child's stored responses (docs/scoring.md gives the model: a
 * logistic curve of slope 1 between a lower asymptote, the guessing each response was asked with
 * (0 when a response has none), and an upper one of 0.98 for slips; a normal prior of SD 4 centred
 * on the class minus one, or on 6 for an adult without a level yet; a grid from −2 to 15 in steps
 * of 0.05; a level shown only while the standard error of the level as the scale shows it, θ
 * clamped to 1–12, is under 0.9), and a class's percentile ranks from all the run's results (ties
 * count half; withheld below 20 children). The constants are written out here on purpose, not imported.
 */
export interface Response {
  qlevel: number;
  /** 0..1; negative or absent (skipped, awaiting review) is no evidence. */
  score: number | null;
  /** The chance of a blind right answer the response was asked with; absent on older attempts (0). */
  guessing?: number | null;
}

const GRID = Array.from({ length: 341 }, (_, i) => -2 + i * 0.05);
const SLOPE = 1;
const UPPER = 0.98;
const PRIOR_SD = 4;
const MAX_SE = 0.9;
export const MIN_COHORT = 20;

export function startingLevel(grade: number | undefined): number {
  return grade ? Math.min(12, Math.max(1, grade - 1)) : 6;
}

/** The overall level the child's answers give, or null when they are too few to show one. */
export function independentLevel(responses: Response[], start: number): number | null {
  const evidence = responses.filter((r) => r.score !== null && r.score >= 0 && r.score <= 1);
  if (!evidence.length) return null;
  const logPost = GRID.map((theta) => {
    let lp = -0.5 * ((theta - start) / PRIOR_SD) ** 2;
    for (const r of evidence) {
      const c = r.guessing ?? 0;
      const p = c + (UPPER - c) / (1 + Math.exp(-SLOPE * (theta - r.qlevel)));
      lp += r.score! * Math.log(p) + (1 - r.score!) * Math.log(1 - p);
    }
    return lp;
  });
  const top = Math.max(...logPost);
  const w = logPost.map((lp) => Math.exp(lp - top));
  const total = w.reduce((a, b) => a + b, 0);
  const mean = GRID.reduce((s, t, i) => s + t * w[i]!, 0) / total;
  // The spread of the level as shown: a child far above 12 is shown 12 for certain.
  const shown = GRID.map((t) => Math.min(12, Math.max(1, t)));
  const shownMean = shown.reduce((s, t, i) => s + t * w[i]!, 0) / total;
  const shownSd = Math.sqrt(shown.reduce((s, t, i) => s + (t - shownMean) ** 2 * w[i]!, 0) / total);
  return shownSd < MAX_SE ? Math.min(12, Math.max(1, Math.round(mean))) : null;
}

/** Each child's percentile among the class's levels (null while fewer than MIN_COHORT). */
export function percentiles(levels: Array<{ id: string; grade: number; level: number }>): Map<string, number | null> {
  const byGrade = new Map<number, number[]>();
  for (const l of levels) byGrade.set(l.grade, [...(byGrade.get(l.grade) ?? []), l.level]);
  const out = new Map<string, number | null>();
  for (const l of levels) {
    const cohort = byGrade.get(l.grade)!;
    if (cohort.length < MIN_COHORT) {
      out.set(l.id, null);
      continue;
    }
    const below = cohort.filter((x) => x < l.level).length;
    const same = cohort.filter((x) => x === l.level).length;
    out.set(l.id, Math.round((100 * (below + same / 2)) / cohort.length));
  }
  return out;
}
