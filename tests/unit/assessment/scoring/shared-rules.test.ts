import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../../../shared/scoring/verdict';
import { levelBand } from '../../../../shared/scoring/level-bands';
import { longAnswerProblem, minimumWords } from '../../../../shared/scoring/long-answer-rules';
import { similarity, wordCount } from '../../../../shared/scoring/text';

describe('verdicts (spec 02 §4 scoring view)', () => {
  it('passes at 0.5, at 0.4 for passage and conversation cloze, and keeps -1 awaiting review', () => {
    expect(verdictOf('MCQ', 1)).toBe('correct');
    expect(verdictOf('SA', 0.5)).toBe('correct');
    expect(verdictOf('SA', 0.49)).toBe('wrong');
    expect(verdictOf('Cloze', 0.4)).toBe('wrong');
    expect(verdictOf('Cloze_with_passage', 0.4)).toBe('correct');
    expect(verdictOf('Cloze_with_conversation', 0.39)).toBe('wrong');
    expect(verdictOf('LA', -1)).toBe('awaiting_review');
    expect(verdictOf('MS', 0)).toBe('wrong');
  });
});

describe('level bands (spec 02 §9), touching ends in the higher band', () => {
  it.each([
    [1, 'Beginner'],
    [2, 'Beginner'],
    [3, 'Elementary'],
    [4, 'Elementary'],
    [5, 'Intermediate'],
    [6, 'Intermediate'],
    [7, 'Upper Intermediate'],
    [8, 'Upper Intermediate'],
    [9, 'Advanced'],
    [10, 'Advanced'],
    [11, 'Mastery'],
    [12, 'Mastery'],
  ])('level %i is %s', (level, band) => expect(levelBand(level)).toBe(band));
});

describe('long answer checks shared by the web and the server (spec 02 §5)', () => {
  it('needs 5, 10, 15 or 20 words by level', () => {
    expect([1, 4, 5, 8, 9, 10, 11, 12].map(minimumWords)).toEqual([5, 5, 10, 10, 15, 15, 20, 20]);
  });

  it('counts words as a learner sees them', () => {
    expect(wordCount("  Ravi's sister doesn't   like it — at all! 42 ")).toBe(8);
    expect(wordCount('')).toBe(0);
  });

  it('refuses one word short and accepts the minimum, with {n} filled in', () => {
    const q = { question: 'Describe your school.', qlevel: 9 };
    expect(longAnswerProblem(q, 'word '.repeat(14))).toEqual({
      key: 'answerTooShort',
      message: 'Your answer is too short. Please write at least 15 words before submitting.',
    });
    expect(
      longAnswerProblem(q, 'My school is big and green with a library, a garden and two playgrounds for us.'),
    ).toBeNull();
  });

  it('refuses an answer over 80 % similar to the question', () => {
    const q = {
      question:
        'Some people say that examinations are the best way to measure what students have learnt. Do you agree?',
      qlevel: 5,
    };
    const copied = 'Some people say that examinations are the best way to measure what students have learned. I agree.';
    expect(similarity(copied, q.question)).toBeGreaterThan(0.8);
    expect(longAnswerProblem(q, copied)?.message).toBe(
      'Your answer is too similar to the question. Please try rewording your answer.',
    );
    const own =
      'I agree that examinations are useful, but projects also show what students have learnt during the year.';
    expect(similarity(own, q.question)).toBeLessThan(0.8);
    expect(longAnswerProblem(q, own)).toBeNull();
  });
});
