import { describe, expect, it } from 'vitest';
import { independentLevel, percentiles, startingLevel } from '../../olympiad/independent';
import { estimateAbility, startingLevel as productStart } from '../../../functions/assessment/scoring/ability';
import { enoughEvidence } from '../../../functions/assessment/scoring/evidence';

/**
 * The olympiad run's own level and percentile (tests/olympiad/independent.ts) is separate code
 * from the product's; here the two are held to agree on many made-up sittings, so a disagreement
 * in the run means the product stored or showed a result wrongly, not that the checker drifted.
 */
describe('the independent level', () => {
  it('agrees with the product’s estimate on random sittings, guessing included', () => {
    const guesses = [0, 0.333, 0.25, 0.167, 0.107];
    for (let n = 0; n < 200; n++) {
      const grade = 3 + (n % 8);
      const responses = Array.from({ length: 6 + (n % 15) }, () => ({
        qlevel: 1 + Math.floor(Math.random() * 12),
        score: Math.random() < 0.15 ? Math.round(Math.random() * 10) / 10 : Math.round(Math.random()),
        guessing: guesses[Math.floor(Math.random() * guesses.length)]!,
      }));
      const product = estimateAbility(
        responses.map((r, i) => ({
          question_id: i,
          qlevel: r.qlevel,
          domain: 'R' as const,
          score: r.score,
          guessing: r.guessing,
        })),
        { start: productStart(grade) },
      );
      expect(independentLevel(responses, startingLevel(grade))).toBe(enoughEvidence(product) ? product.level : null);
    }
  });

  it('shows the ends of the scale: every answer right is 12, every answer wrong is 1', () => {
    const sitting = (score: number) =>
      Array.from({ length: 20 }, (_, i) => ({
        qlevel: score ? 12 - (i % 3) : 1 + (i % 2),
        score,
        guessing: i % 2 ? 0.25 : 0,
      }));
    expect(independentLevel(sitting(1), startingLevel(9))).toBe(12);
    expect(independentLevel(sitting(0), startingLevel(4))).toBe(1);
  });

  it('reads a response stored without guessing (before decision 0400) as a typed one', () => {
    const responses = [
      { qlevel: 6, score: 1 },
      { qlevel: 7, score: 0 },
      { qlevel: 5, score: 1 },
    ];
    const product = estimateAbility(
      responses.map((r, i) => ({ question_id: i, qlevel: r.qlevel, domain: 'R' as const, score: r.score })),
      { start: 5 },
    );
    expect(independentLevel(responses, 5)).toBe(enoughEvidence(product) ? product.level : null);
  });

  it('shows no level without evidence, and starts an adult at 6', () => {
    expect(independentLevel([], 4)).toBeNull();
    expect(
      independentLevel(
        [
          { qlevel: 5, score: null },
          { qlevel: 5, score: -1 },
        ],
        4,
      ),
    ).toBeNull();
    expect(startingLevel(undefined)).toBe(6);
    expect(startingLevel(3)).toBe(2);
  });
});

describe('the independent percentile', () => {
  it('ranks within the class, ties counting half, and is withheld below 20 children', () => {
    const levels = Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, grade: 5, level: i < 10 ? 4 : 6 }));
    const shown = percentiles([...levels, { id: 'alone', grade: 9, level: 7 }]);
    expect(shown.get('c0')).toBe(25); // 0 below, 10 tied: (0 + 5) / 20
    expect(shown.get('c19')).toBe(75); // 10 below, 10 tied: (10 + 5) / 20
    expect(shown.get('alone')).toBeNull();
  });
});
