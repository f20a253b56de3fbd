import { describe, expect, it } from 'vitest';
import {
  estimateAbility, estimateLevels, information, probability, shouldStop, startingLevel, type ScoredResponse,
} from '../../../../functions/tests/scoring/ability';
import { nextItem } from '../../../../functions/tests/scoring/selection';

const r = (question_id: number, qlevel: number, score: number, domain: ScoredResponse['domain'] = 'R'): ScoredResponse => ({ question_id, qlevel, domain, score });
/** A flat prior on three points makes the posterior a hand calculation. */
const threePoints = { priorSd: Infinity, grid: [5, 6, 7] };

describe('the Rasch model on the level scale (slope 1)', () => {
  it('gives P = 0.5 at the item level and 1/(1+e) one level below', () => {
    expect(probability(6, 6)).toBe(0.5);
    expect(probability(5, 6)).toBeCloseTo(0.268941, 6); // 1 / (1 + e^1)
    expect(probability(7, 6)).toBeCloseTo(0.731059, 6);
    expect(information(6, 6)).toBe(0.25); // a²·P·(1−P) = 0.25 at its peak
    expect(information(8, 6)).toBeCloseTo(0.104994, 6); // P = 0.880797: 0.880797 × 0.119203
  });
});

describe('EAP estimate against hand computation', () => {
  it('one right answer at level 6, flat prior on 5, 6, 7', () => {
    // Likelihoods P(θ): 0.268941, 0.5, 0.731059; sum 1.5.
    // EAP = (5×0.268941 + 6×0.5 + 7×0.731059) / 1.5 = 9.462117 / 1.5 = 6.308078
    // E[θ²] = (25×0.268941 + 36×0.5 + 49×0.731059) / 1.5 = 60.545406 / 1.5 = 40.363604
    // SE = √(40.363604 − 6.308078²) = √(40.363604 − 39.791849) = √0.571755 = 0.756145
    const e = estimateAbility([r(1, 6, 1)], threePoints);
    expect(e.theta).toBeCloseTo(6.308078, 5);
    expect(e.se).toBeCloseTo(0.756145, 5);
    expect(e).toMatchObject({ level: 6, range: [6, 7], band: 'Intermediate', answered: 1 });
  });

  it('one wrong answer mirrors it: 6 − 0.308079', () => {
    expect(estimateAbility([r(1, 6, 0)], threePoints).theta).toBeCloseTo(5.691921, 5);
  });

  it('a graded 0.6 is evidence between right and wrong', () => {
    // L(θ) = P^0.6 (1−P)^0.4: θ=5: e^(0.6 ln 0.268941 + 0.4 ln 0.731059) = e^(−0.913261) = 0.401213
    //                         θ=6: 0.5;  θ=7: e^(0.6 ln 0.731059 + 0.4 ln 0.268941) = e^(−0.713261) = 0.490043
    // EAP = (5×0.401213 + 6×0.5 + 7×0.490043) / 1.391257 = 8.436370 / 1.391257 = 6.063849
    const e = estimateAbility([r(1, 6, 0.6)], threePoints);
    expect(e.theta).toBeCloseTo(6.063849, 5);
    expect(e.theta).toBeGreaterThan(estimateAbility([r(1, 6, 0.5)], threePoints).theta);
    expect(e.theta).toBeLessThan(estimateAbility([r(1, 6, 1)], threePoints).theta);
  });

  it('with no answers returns the prior: centred on the start, SE near its 3 levels', () => {
    const e = estimateAbility([], { start: 4 });
    expect(e.theta).toBeCloseTo(4, 0);
    expect(e.se).toBeGreaterThan(2.7);
    expect(e.se).toBeLessThan(3.01);
    expect(e).toMatchObject({ level: 4, answered: 0 });
  });

  it('ignores answers awaiting review (-1)', () => {
    expect(estimateAbility([r(1, 9, -1)])).toEqual(estimateAbility([]));
  });

  it('clamps the reported level and range to 1–12 but not θ', () => {
    const top = estimateAbility(Array.from({ length: 12 }, (_, i) => r(i, 12, 1)));
    expect(top.theta).toBeGreaterThan(12);
    expect(top).toMatchObject({ level: 12, band: 'Mastery' });
    expect(top.range[1]).toBe(12);
    const bottom = estimateAbility(Array.from({ length: 12 }, (_, i) => r(i, 1, 0)));
    expect(bottom.theta).toBeLessThan(1);
    expect(bottom).toMatchObject({ level: 1, range: [1, expect.any(Number)], band: 'Beginner' });
  });

  it('starts children at their class minus one, others at 6', () => {
    expect([startingLevel(3), startingLevel(10), startingLevel(null), startingLevel()]).toEqual([2, 9, 6, 6]);
  });
});

describe('levels per skill and overall', () => {
  it('estimates o from every answer and each skill from its own, null when untested', () => {
    const answers = [r(1, 8, 1, 'R'), r(2, 9, 1, 'R'), r(3, 4, 0, 'W'), r(4, 3, 0, 'W')];
    const levels = estimateLevels(answers);
    expect(levels.R!.theta).toBeGreaterThan(levels.o.theta);
    expect(levels.W!.theta).toBeLessThan(levels.o.theta);
    expect(levels.L).toBeNull();
    expect(levels.S).toBeNull();
    expect(levels.o.answered).toBe(4);
  });
});

describe('choosing the next question', () => {
  const pool = [3, 5, 6, 6, 7, 9].map((qlevel, i) => ({ question_id: 100 + i, qlevel, domain: (i % 2 ? 'W' : 'R') as 'R' | 'W', type: 'MCQ' as const }));

  it('takes the unasked question nearest the estimate (most information), ties by id', () => {
    expect(nextItem(pool, [])?.question_id).toBe(102); // θ = 6 (the prior): two at level 6, ids 102 and 103
    const answered = [r(102, 6, 1)];
    const theta = estimateAbility(answered).theta;
    const chosen = nextItem(pool, answered)!;
    const distances = pool.filter((q) => q.question_id !== 102).map((q) => Math.abs(q.qlevel - theta));
    expect(Math.abs(chosen.qlevel - theta)).toBe(Math.min(...distances));
  });

  it('moves up after right answers and down after wrong ones', () => {
    const up = [r(102, 6, 1), r(103, 6, 1)];
    expect(nextItem(pool, up)!.qlevel).toBeGreaterThan(6);
    const down = [r(102, 6, 0), r(103, 6, 0)];
    expect(nextItem(pool, down)!.qlevel).toBeLessThan(6);
  });

  it('keeps to one skill when asked, skips instruction pages, and ends when the pool is used', () => {
    expect(nextItem(pool, [], { skill: 'W' })!.domain).toBe('W');
    expect(nextItem([{ question_id: 1, qlevel: 6, domain: 'R', type: 'INS' }], [])).toBeNull();
    expect(nextItem(pool, pool.map((q) => r(q.question_id, q.qlevel, 1)))).toBeNull();
  });

  it('breaks ties by a seed, the same way every time', () => {
    const seeded = [1, 2, 3, 4].map((seed) => nextItem(pool, [], { seed })!.question_id);
    expect(seeded.every((id) => id === 102 || id === 103)).toBe(true);
    expect([1, 2, 3, 4].map((seed) => nextItem(pool, [], { seed })!.question_id)).toEqual(seeded);
  });
});

describe('stopping', () => {
  it('stops on length, counting answers that await review', () => {
    const answers = Array.from({ length: 20 }, (_, i) => r(i, 6, i % 3 === 0 ? -1 : 1));
    expect(shouldStop(answers)).toMatchObject({ stop: true, reason: 'length' });
    expect(shouldStop(answers.slice(0, 5), { maxQuestions: 5 })).toMatchObject({ stop: true, reason: 'length' });
  });

  it('stops on precision only after the minimum number of scored answers', () => {
    // Alternating right and wrong answers at the estimate: information 0.25 each.
    const answers = Array.from({ length: 12 }, (_, i) => r(i, 6, i % 2));
    expect(shouldStop(answers.slice(0, 5)).stop).toBe(false); // fewer than 6 answers
    const decision = shouldStop(answers);
    expect(decision).toMatchObject({ stop: true, reason: 'precision' });
    expect(decision.estimate.se).toBeLessThan(0.65);
    expect(shouldStop(answers, { seTarget: 0.3 })).toMatchObject({ stop: false, reason: null });
  });

  it('finds a simulated level-8 learner within a level, starting from 6', () => {
    const bank = Array.from({ length: 60 }, (_, i) => ({ question_id: i + 1, qlevel: (i % 12) + 1, domain: 'R' as const, type: 'MCQ' as const }));
    const answers: ScoredResponse[] = [];
    for (;;) {
      const q = nextItem(bank, answers)!;
      // A learner of level 8 answers right below 8, half right at 8, wrong above.
      answers.push(r(q.question_id, q.qlevel, q.qlevel < 8 ? 1 : q.qlevel === 8 ? 0.5 : 0));
      if (shouldStop(answers).stop) break;
    }
    const result = estimateAbility(answers);
    expect(Math.abs(result.theta - 8)).toBeLessThan(1);
    expect(answers.length).toBeLessThanOrEqual(20);
  });
});
