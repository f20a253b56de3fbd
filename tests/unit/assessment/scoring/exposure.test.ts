import { describe, expect, it } from 'vitest';
import { firstPage } from '../../../../functions/assessment/adaptive';
import { nextItem } from '../../../../functions/assessment/scoring/selection';
import { engineAnswers } from '../../../bench/answer-models';
import { exposure } from '../../../bench/level-figures';
import { idealBank, seeded, simTest } from '../../../bench/level-simulation';

/**
 * Exposure control on a fixed seed (selection.ts): learners of one level must not all get the same
 * questions. The bank's own figures are the bench's (npm run bench); these hold the mechanism.
 */
const bank = simTest('ideal', 'S', false, idealBank(9, 3));
const ids = (n: number, rng: () => number) =>
  Array.from({ length: n }, () => Array.from({ length: 32 }, () => Math.floor(16 * rng()).toString(16)).join(''));

describe('exposure control', () => {
  it('spreads the first question of 500 attempts at one start level: none shared by more than 10 %', () => {
    const counts = new Map<number, number>();
    for (const attemptId of ids(500, seeded(3))) {
      const attempt = {
        attemptId,
        adaptive: true,
        startLevel: 6,
        holdSeconds: null,
        poolIds: bank.questions.map((q) => q.question_id),
        answeredIds: [],
        responses: [],
      };
      const [first] = firstPage(attempt as never, bank.questions);
      counts.set(first!, (counts.get(first!) ?? 0) + 1);
    }
    expect(Math.max(...counts.values()) / 500).toBeLessThanOrEqual(0.1);
    expect(counts.size).toBeGreaterThan(20);
  });

  it('keeps 150 learners of one level apart: overlap under 0.2, no question seen by more than 30 %', () => {
    const figures = exposure(bank, 6, engineAnswers, 150, seeded(5));
    expect(figures.overlap).toBeLessThan(0.2);
    expect(figures.maxExposure).toBeLessThanOrEqual(0.3);
    expect(figures.firstItem).toBeLessThanOrEqual(0.1);
  });

  it('chooses at random among nearly-best questions, the same way every time for one attempt; without a seed, the best', () => {
    const pool = bank.questions.filter((q) => q.domain === 'R');
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => nextItem(pool, [], { start: 6, seed })!.question_id));
    expect(picks.size).toBeGreaterThan(4);
    expect(nextItem(pool, [], { start: 6, seed: 42 })).toEqual(nextItem(pool, [], { start: 6, seed: 42 }));
    const best = nextItem(pool, [], { start: 6 })!;
    expect(best.qlevel).toBe(6);
    expect(best.type).toBe('SA'); // a typed question tells more than a four-choice one at the same level
  });
});
