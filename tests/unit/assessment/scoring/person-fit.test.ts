import { describe, expect, it } from 'vitest';
import { attemptView } from '../../../../functions/assessment/attempt-view';
import { chanceRatio, lzStar, personFit } from '../../../../functions/assessment/scoring/person-fit';
import { estimateAbility, type ScoredResponse } from '../../../../functions/assessment/scoring/ability';
import { engineAnswers, randomAnswers } from '../../../bench/answer-models';
import { examinee, idealBank, seeded, simTest, sit } from '../../../bench/level-simulation';

/** Person fit (person-fit.ts): blind clicking and reversed patterns are flagged for review; learners are not. */
const bank = simTest('ideal', 'S', false, idealBank(9, 3));
const r = (i: number, qlevel: number, score: number, guessing = 0): ScoredResponse => ({
  question_id: i,
  qlevel,
  domain: 'R',
  score,
  guessing,
});

describe('person fit', () => {
  it('flags at least 90 % of learners clicking at random through the engine, as answering by chance', () => {
    const rng = seeded(7);
    const sittings = Array.from({ length: 60 }, () => sit(bank, examinee(bank, 6, rng), randomAnswers, rng));
    expect(sittings.filter((s) => s.personFit?.reasons.includes('chance')).length).toBeGreaterThanOrEqual(54);
    expect(sittings.filter((s) => (s.levels?.o_level ?? 99) <= 2).length).toBeGreaterThanOrEqual(54);
  });

  it('flags few learners who answer as the model says, at any level (under 5 %)', () => {
    const rng = seeded(11);
    const sittings = Array.from({ length: 120 }, (_, i) =>
      sit(bank, examinee(bank, 1 + (i % 12), rng), engineAnswers, rng),
    );
    expect(sittings.filter((s) => s.personFit?.flagged).length).toBeLessThan(6);
  });

  it('flags a reversed pattern (the easy questions wrong, the hard ones right) as misfit', () => {
    const reversed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((level, i) => r(i, level, level <= 6 ? 0 : 1));
    const start = { start: 6, sd: 4 };
    const fit = personFit(reversed, estimateAbility(reversed, { start: 6 }), start);
    expect(fit.lzStar!).toBeLessThan(-3);
    expect(fit.reasons).toContain('misfit');
    const guttman = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((level, i) => r(i, level, level <= 6 ? 1 : 0));
    expect(lzStar(guttman, estimateAbility(guttman, { start: 6 }).theta, start)!).toBeGreaterThan(-1);
    expect(lzStar(guttman.slice(0, 5), 6, start)).toBeNull(); // too few answers
  });

  it('compares blind answering with the best level: chance wins for a third of the choice questions right and nothing typed', () => {
    const blind = Array.from({ length: 12 }, (_, i) =>
      r(i, 1 + (i % 3), i % 2 ? 0 : i % 4 === 0 ? 1 : 0, i % 2 ? 0 : 0.25),
    );
    expect(chanceRatio(blind)).toBeGreaterThan(0);
    const beginner = Array.from({ length: 12 }, (_, i) => r(i, 1, i % 3 ? 1 : 0));
    expect(chanceRatio(beginner)).toBeLessThan(0);
  });

  it('is stored on the attempt for staff and never sent to the learner', async () => {
    const rng = seeded(13);
    const done = sit(bank, examinee(bank, 6, rng), randomAnswers, rng);
    expect(done.personFit).toMatchObject({ flagged: true, reasons: expect.arrayContaining(['chance']) });
    const view = await attemptView(done);
    expect(JSON.stringify(view)).not.toMatch(/personFit|lzStar|chance/);
  });
});
