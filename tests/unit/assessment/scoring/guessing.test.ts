import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../shared/schemas/content';
import { blindPicks, guessingOf } from '../../../../functions/assessment/scoring/guessing';

/** The lower asymptote per question type: what blind answering earns on average. */
const q = (extra: Partial<Question>): Question => ({
  question_id: 1,
  type: 'MCQ',
  domain: 'R',
  qlevel: 5,
  question: 'Q',
  ...extra,
});
const choices = (n: number) => ['a', 'b', 'c', 'd', 'e'].slice(0, n).map((id) => ({ id: id as 'a', text: id }));

describe('guessing per question type', () => {
  it('is 1 / the choices for an MCQ', () => {
    expect(guessingOf(q({ choices: choices(3), correct_answers: ['a'] }))).toBe(0.333);
    expect(guessingOf(q({ choices: choices(4), correct_answers: ['a'] }))).toBe(0.25);
  });

  it('is the expected partial credit of as many random picks as right answers for MS and Wordcloud', () => {
    // Two right of four: both picked right 1/6 of the time (score 1); one right one wrong scores 0.
    expect(blindPicks(4, 2)).toBe(0.167);
    expect(guessingOf(q({ type: 'MS', choices: choices(4), correct_answers: ['a', 'c'] }))).toBe(0.167);
    // Three right of eight words: all three 1/56 (1), two of three 15/56 (1/3): 6/56 = 0.107.
    expect(
      guessingOf(
        q({ type: 'Wordcloud', word_bank: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], correct_answers: ['a', 'b', 'c'] }),
      ),
    ).toBe(0.107);
  });

  it('is 1 / the words of the box for a cloze filled from a box, and 0 for anything typed or spoken', () => {
    expect(
      guessingOf(
        q({ type: 'Cloze', word_bank: ['for', 'since', 'from', 'during'], correct_answers: ['for', 'since'] }),
      ),
    ).toBe(0.25);
    for (const type of ['SA', 'SASemantic', 'SAKeyword', 'LA', 'Cloze', 'Cloze_with_passage', 'IELTS', 'VK'] as const)
      expect(guessingOf(q({ type, correct_answers: ['x'] }))).toBe(0);
  });
});
