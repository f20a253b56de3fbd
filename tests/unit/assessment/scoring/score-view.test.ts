import { describe, expect, it } from 'vitest';
import { scoreLine, scoreView } from '../../../../shared/scoring/score-view';

/** What a learner reads beside each answer (spec 02 §4 scoring view), in the feedback, the review and 'My answers'. */
const gaps = (parts: number[], type: 'Cloze' | 'Cloze_with_passage' = 'Cloze') => {
  const score = Math.round((parts.reduce((a, b) => a + b, 0) / parts.length) * 1000) / 1000;
  return { type, score, verdict: 'correct' as const, parts };
};

describe('the scoring view of one answer', () => {
  it("Saying hello, 'is / Am / are': two of three gaps pass (0.67 ≥ 0.5) but read as partly correct, worth two thirds", () => {
    const view = scoreView(gaps([1, 1, 0]));
    expect(scoreLine(view)).toBe('Partly correct · 2 of 3 gaps');
    expect(view.tone).toBe('partial');
    expect(view.credit).toBeCloseTo(0.667);
  });

  it('all gaps right is Correct; below the pass mark is Not quite, still saying what was right', () => {
    expect(scoreLine(scoreView(gaps([1, 1, 1])))).toBe('Correct');
    expect(scoreLine(scoreView({ ...gaps([1, 0, 0]), verdict: 'wrong' }))).toBe('Not quite · 1 of 3 gaps');
    expect(scoreLine(scoreView({ ...gaps([0, 0]), verdict: 'wrong' }))).toBe('Not quite');
  });

  it('follows the pass marks exactly: 0.5 passes, 0.4 passes only for passage and conversation cloze', () => {
    expect(scoreView({ type: 'MS', score: 0.5, verdict: 'correct', parts: null }).tone).toBe('partial');
    expect(scoreView({ type: 'MS', score: 0.49, verdict: 'wrong', parts: null }).tone).toBe('wrong');
    expect(scoreView({ type: 'Cloze', score: 0.4, verdict: 'wrong', parts: [1, 1, 0, 0, 0] }).tone).toBe('wrong');
    expect(scoreLine(scoreView({ ...gaps([1, 1, 0, 0, 0], 'Cloze_with_passage') }))).toBe(
      'Partly correct · 2 of 5 gaps',
    );
    expect(scoreLine(scoreView({ type: 'LA', score: 0.72, verdict: 'correct', parts: null }))).toBe(
      'Partly correct · 72%',
    );
  });

  it('a stored verdict cannot overrule the score: the view is recomputed from it', () => {
    expect(scoreView({ type: 'MCQ', score: 0, verdict: 'correct', parts: null }).tone).toBe('wrong');
  });

  it('skipped earns nothing; awaiting review has no credit yet and is shown as correct', () => {
    expect(scoreView({ type: 'VK', score: 0, verdict: 'skipped', parts: null })).toMatchObject({
      label: 'Skipped',
      credit: 0,
    });
    expect(scoreView({ type: 'LA', score: -1, verdict: 'awaiting_review', parts: null })).toMatchObject({
      label: 'Awaiting review',
      tone: 'awaiting',
      credit: null,
    });
  });
});
