import { describe, expect, it } from 'vitest';
import {
  estimateAbility,
  estimateLevels,
  information,
  probability,
  shouldStop,
  startingLevel,
  type ScoredResponse,
} from '../../../../functions/assessment/scoring/ability';
import { nextItem, steeringEstimate } from '../../../../functions/assessment/scoring/selection';

const r = (
  question_id: number,
  qlevel: number,
  score: number,
  domain: ScoredResponse['domain'] = 'R',
): ScoredResponse => ({ question_id, qlevel, domain, score });
/** A flat prior on three points makes the posterior a hand calculation. */
const threePoints = { priorSd: Infinity, grid: [5, 6, 7] };

describe('the model on the level scale: slope 1, guessing c, slips (upper asymptote 0.98)', () => {
  it('gives P = c + (0.98 − c) / (1 + e^(−(θ − b)))', () => {
    expect(probability(6, 6)).toBeCloseTo(0.49, 10); // 0.98 × 0.5
    expect(probability(5, 6)).toBeCloseTo(0.263563, 6); // 0.98 / (1 + e)
    expect(probability(6, 6, 1 / 3)).toBeCloseTo(0.656667, 6); // 1/3 + (0.98 − 1/3) × 0.5
    expect(probability(-20, 6, 0.25)).toBeCloseTo(0.25, 6); // far below: the guess
    expect(probability(30, 6, 0.25)).toBeCloseTo(0.98, 6); // far above: right but for a slip
  });

  it('gives less information to a question that can be guessed, most just above its level', () => {
    // I = P'² / (P(1 − P)), P' = (0.98 − c) L (1 − L). Typed, at b: P' = 0.245, P = 0.49: 0.060025 / 0.2499 = 0.240196.
    expect(information(6, 6)).toBeCloseTo(0.240196, 6);
    // Three choices (c = 1/3), at b: P' = 0.161667, P = 0.656667: 0.026136 / 0.225456 = 0.115926.
    expect(information(6, 6, 1 / 3)).toBeCloseTo(0.115926, 6);
    expect(information(7, 6, 1 / 3)).toBeCloseTo(0.103416, 6);
    expect(information(6, 6, 1 / 3)).toBeLessThan(information(6, 6) / 2);
  });
});

describe('EAP estimate against hand computation', () => {
  it('one right typed answer at level 6, flat prior on 5, 6, 7', () => {
    // Likelihoods P(θ) = 0.98 L: 0.263563, 0.49, 0.716437; sum 1.47 (the slip scales all three alike).
    // EAP = (5×0.263563 + 6×0.49 + 7×0.716437) / 1.47 = 9.272875 / 1.47 = 6.308078
    // SE = √(E[θ²] − EAP²) = 0.756145
    const e = estimateAbility([r(1, 6, 1)], threePoints);
    expect(e.theta).toBeCloseTo(6.308078, 5);
    expect(e.se).toBeCloseTo(0.756145, 5);
    expect(e.levelSe).toBeCloseTo(e.se, 10); // inside the scale the shown level is θ itself
    expect(e).toMatchObject({ level: 6, range: [6, 7], band: 'Intermediate', answered: 1 });
  });

  it('one wrong typed answer: 1 − P = 0.736437, 0.51, 0.283563', () => {
    // EAP = (5×0.736437 + 6×0.51 + 7×0.283563) / 1.53 = 8.727125 / 1.53 = 5.704003
    expect(estimateAbility([r(1, 6, 0)], threePoints).theta).toBeCloseTo(5.704003, 5);
  });

  it('a right answer to a three-choice question says less: it could be a guess', () => {
    // P = 1/3 + 0.646667 L: 0.507249, 0.656667, 0.806085; sum 1.97.
    // EAP = (5×0.507249 + 6×0.656667 + 7×0.806085) / 1.97 = 12.118836 / 1.97 = 6.151693
    const e = estimateAbility([{ ...r(1, 6, 1), guessing: 1 / 3 }], threePoints);
    expect(e.theta).toBeCloseTo(6.151693, 5);
    expect(e.se).toBeCloseTo(0.802282, 5);
    // A wrong one still tells nearly as much: 1 − P = 0.492751, 0.343333, 0.193915; EAP 5.709868.
    expect(estimateAbility([{ ...r(1, 6, 0), guessing: 1 / 3 }], threePoints).theta).toBeCloseTo(5.709868, 5);
  });

  it('a graded 0.6 is evidence between right and wrong', () => {
    // L(θ) = P^0.6 (1−P)^0.4: 0.397543, 0.497904, 0.494500; EAP = 8.436694 / 1.389948 = 6.069756
    const e = estimateAbility([r(1, 6, 0.6)], threePoints);
    expect(e.theta).toBeCloseTo(6.069756, 5);
    expect(e.theta).toBeGreaterThan(estimateAbility([r(1, 6, 0.5)], threePoints).theta);
    expect(e.theta).toBeLessThan(estimateAbility([r(1, 6, 1)], threePoints).theta);
  });

  it('with no answers returns the prior: centred on the start, SE near its 4 levels (cut by the grid)', () => {
    const e = estimateAbility([], { start: 6 });
    expect(Math.abs(e.theta - 6)).toBeLessThan(0.1); // the grid −2…15 cuts the lower tail a little more
    expect(e.se).toBeGreaterThan(3.6);
    expect(e.se).toBeLessThan(4.01);
    expect(e).toMatchObject({ level: 6, answered: 0 });
  });

  it('ignores answers awaiting review (-1)', () => {
    expect(estimateAbility([r(1, 9, -1)])).toEqual(estimateAbility([]));
  });

  it('clamps the reported level and range to 1–12 but not θ; at the ends the shown level is certain before θ is', () => {
    const top = estimateAbility(Array.from({ length: 12 }, (_, i) => r(i, 12, 1)));
    expect(top.theta).toBeGreaterThan(12);
    expect(top).toMatchObject({ level: 12, band: 'Mastery' });
    expect(top.range[1]).toBe(12);
    expect(top.levelSe).toBeLessThan(top.se); // however far above 12, the learner is shown 12
    const bottom = estimateAbility(Array.from({ length: 12 }, (_, i) => r(i, 1, 0)));
    expect(bottom.theta).toBeLessThan(1);
    expect(bottom).toMatchObject({ level: 1, range: [1, expect.any(Number)], band: 'Beginner' });
    expect(bottom.levelSe).toBeLessThan(bottom.se);
  });

  it('starts children at their class minus one, others at 6', () => {
    expect([startingLevel(3), startingLevel(10), startingLevel(null), startingLevel()]).toEqual([2, 9, 6, 6]);
  });
});

describe('levels per skill and overall', () => {
  it('estimates o from every answer and each skill from its own, null when untested', () => {
    const answers = [r(1, 6, 1, 'R'), r(2, 7, 1, 'R'), r(3, 5, 0, 'W'), r(4, 6, 0, 'W')];
    const levels = estimateLevels(answers);
    expect(levels.R!.theta).toBeGreaterThan(levels.o.theta);
    expect(levels.W!.theta).toBeLessThan(levels.o.theta);
    expect(levels.L).toBeNull();
    expect(levels.S).toBeNull();
    expect(levels.o.answered).toBe(4);
  });
});

describe('choosing the next question', () => {
  const pool = [3, 5, 6, 6, 7, 9].map((qlevel, i) => ({
    question_id: 100 + i,
    qlevel,
    domain: (i % 2 ? 'W' : 'R') as 'R' | 'W',
    type: 'MCQ' as const,
  }));

  it('takes the unasked question nearest the estimate (most information), ties by id', () => {
    expect(nextItem(pool, [])?.question_id).toBe(102); // θ = 6 (the prior): two at level 6, ids 102 and 103
    const answered = [r(102, 6, 1)];
    const theta = steeringEstimate(answered, {}); // aimed with the narrower steering prior
    const chosen = nextItem(pool, answered)!;
    const distances = pool.filter((q) => q.question_id !== 102).map((q) => Math.abs(q.qlevel - theta));
    expect(Math.abs(chosen.qlevel - theta)).toBe(Math.min(...distances));
  });

  it('aims further from a start that says nothing of the learner (steeringSd): a beginner reaches easy questions sooner', () => {
    const down = [r(102, 6, 0), r(103, 6, 0)];
    const narrow = steeringEstimate(down, { start: 6 });
    const wide = steeringEstimate(down, { start: 6, steeringSd: 3 });
    expect(wide).toBeLessThan(narrow - 0.3);
    expect(steeringEstimate(down, { start: 6, steeringSd: 2 })).toBeCloseTo(narrow, 10); // 2 is the default
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
    expect(
      nextItem(
        pool,
        pool.map((q) => r(q.question_id, q.qlevel, 1)),
      ),
    ).toBeNull();
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
    const bank = Array.from({ length: 60 }, (_, i) => ({
      question_id: i + 1,
      qlevel: (i % 12) + 1,
      domain: 'R' as const,
      type: 'MCQ' as const,
    }));
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
