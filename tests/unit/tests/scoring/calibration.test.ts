import { describe, expect, it } from 'vitest';
import { calibrate, proposals, type Observation } from '../../../../functions/tests/calibration/rasch';
import { probability } from '../../../../functions/tests/scoring/ability';
import { seeded } from '../../../bench/level-simulation';

/** Rasch calibration (JML, Newton–Raphson) recovers known difficulties from synthetic answers. */
function synthetic(difficulties: number[], levels: number[], examinees: number, seed: number): Observation[] {
  const rng = seeded(seed);
  const observations: Observation[] = [];
  for (let n = 0; n < examinees; n++) {
    const theta = 1 + 11 * rng();
    difficulties.forEach((b, i) => observations.push({ person: `p${n}`, item: i + 1, level: levels[i]!, score: rng() < probability(theta, b) ? 1 : 0 }));
  }
  return observations;
}

const twoPerLevel = Array.from({ length: 24 }, (_, i) => 1 + Math.floor(i / 2));

describe('calibration from answers', () => {
  it('recovers the item difficulties within 0.3 of a level (root mean square) from 500 examinees', () => {
    const result = calibrate(synthetic(twoPerLevel, twoPerLevel, 500, 7));
    expect(result.converged).toBe(true);
    expect(result.items).toHaveLength(24);
    const errors = result.items.map((item) => item.difficulty - twoPerLevel[item.item - 1]!);
    expect(Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length)).toBeLessThan(0.3);
    // Each item's own error stays within about three of its standard errors (SE ≈ 0.15–0.23 here).
    for (const [i, item] of result.items.entries()) expect(Math.abs(errors[i]!)).toBeLessThan(3.2 * item.se);
    expect(proposals(result)).toEqual([]);
  });

  it('proposes a new level for an item that is harder than its level says, and changes nothing itself', () => {
    const truth = twoPerLevel.map((b, i) => (i === 9 ? b + 3 : b)); // item 10 is labelled 5 but behaves like 8
    const result = calibrate(synthetic(truth, twoPerLevel, 500, 11));
    const found = proposals(result);
    expect(found.map((p) => p.item)).toEqual([10]);
    expect(found[0]).toMatchObject({ level: 5, proposedLevel: 8, reasons: ['drift'] });
  });

  it('flags an item that misfits the model (answered at random whatever the ability)', () => {
    const coin = seeded(99);
    const observations = synthetic(twoPerLevel, twoPerLevel, 500, 13).map((o) => (o.item === 12 ? { ...o, score: coin() < 0.5 ? 1 : 0 } : o));
    const flagged = proposals(calibrate(observations)).find((p) => p.item === 12);
    expect(flagged?.reasons).toContain('misfit');
  });

  it('sets aside persons and items with every answer right or every answer wrong', () => {
    const observations: Observation[] = [
      ...synthetic(twoPerLevel, twoPerLevel, 200, 17),
      { person: 'all-right', item: 1, level: 1, score: 1 },
      { person: 'all-right', item: 2, level: 1, score: 1 },
    ];
    const result = calibrate(observations);
    expect(result.setAside.persons).toBeGreaterThanOrEqual(1);
    expect(result.items.every((i) => Number.isFinite(i.difficulty))).toBe(true);
  });
});
