import { describe, expect, it } from 'vitest';
import { calibrate, proposals, type Observation } from '../../../../functions/assessment/calibration/rasch';
import { itemModel } from '../../../../functions/assessment/calibration/guessing-fit';
import { seeded } from '../../../bench/level-simulation';

/**
 * Calibration (JML, Fisher scoring, the logistic model with guessing) recovers known difficulties,
 * and each item's own guessing where enough learners well below it answered, from synthetic answers
 * drawn from its own model.
 */
function synthetic(
  difficulties: number[],
  levels: number[],
  examinees: number,
  seed: number,
  guessing: (item: number) => { assumed: number; truth: number } = () => ({ assumed: 0, truth: 0 }),
): Observation[] {
  const rng = seeded(seed);
  const observations: Observation[] = [];
  for (let n = 0; n < examinees; n++) {
    const theta = 1 + 11 * rng();
    difficulties.forEach((b, i) => {
      const { assumed, truth } = guessing(i + 1);
      observations.push({
        person: `p${n}`,
        item: i + 1,
        level: levels[i]!,
        score: rng() < itemModel(theta, b, truth).p ? 1 : 0,
        guessing: assumed,
      });
    });
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
    const observations = synthetic(twoPerLevel, twoPerLevel, 500, 13).map((o) =>
      o.item === 12 ? { ...o, score: coin() < 0.5 ? 1 : 0 } : o,
    );
    const flagged = proposals(calibrate(observations)).find((p) => p.item === 12);
    expect(flagged?.reasons).toContain('misfit');
  });

  it("estimates each item's guessing where enough learners well below it answered, and says where not", () => {
    // Odd items are three-choice questions (c = 1/3), even ones typed (c = 0); item 14, labelled a
    // three-choice question, is guessed right half the time (a distractor nobody believes).
    const kind = (item: number) =>
      item === 14
        ? { assumed: 0.333, truth: 0.5 }
        : item % 2
          ? { assumed: 0.333, truth: 0.333 }
          : { assumed: 0, truth: 0 };
    const result = calibrate(synthetic(twoPerLevel, twoPerLevel, 1500, 23, kind));
    const byItem = new Map(result.items.map((i) => [i.item, i]));
    // An estimate only from 60 answers of learners 1.5 levels or more below the item: never at levels
    // 1–2 (the examinees start at 1), always from level 5.
    for (const item of result.items)
      expect(item.guessing.estimated === null, `item ${item.item}`).toBe(item.guessing.lowAnswers < 60);
    for (const item of [1, 2, 3, 4]) expect(byItem.get(item)!.guessing).toMatchObject({ estimated: null, se: null });
    // From level 5 up, the estimate is within 0.06 of the truth (and within three of its standard errors).
    for (const item of result.items.filter((i) => i.level >= 5)) {
      const truth = kind(item.item).truth;
      expect(item.guessing.estimated, `item ${item.item}`).not.toBeNull();
      expect(
        Math.abs(item.guessing.estimated! - truth),
        `item ${item.item}: ${item.guessing.estimated} for ${truth}`,
      ).toBeLessThan(Math.max(0.06, 3 * item.guessing.se!));
    }
    const proposed = proposals(result);
    expect(proposed.map((p) => p.item)).toEqual([14]);
    expect(proposed[0]).toMatchObject({
      reasons: ['guessing'],
      guessing: { assumed: 0.333, estimated: expect.closeTo(0.5, 1) },
    });
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
