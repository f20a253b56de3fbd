import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../../../functions/assessment/scoring/score-answer';
import { question } from './seeded';

const refusal = (message: string | RegExp) => ({
  key: 'validation',
  status: 422,
  fields: {
    user_answer: typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
  },
});

describe('MCQ', () => {
  it('is right or wrong', async () => {
    expect(await scoreAnswer(question(30001), 'b')).toMatchObject({ score: 1, verdict: 'correct' });
    expect(await scoreAnswer(question(30001), 'a')).toMatchObject({
      score: 0,
      verdict: 'wrong',
      reason: 'option a is not correct; the answer is b',
    });
  });

  it('refuses an id that is not among the choices, and two ids', async () => {
    await expect(scoreAnswer(question(30001), 'e')).rejects.toMatchObject(
      refusal('Choose one of the options a, b, c, d.'),
    );
    await expect(scoreAnswer(question(30001), ['a', 'b'])).rejects.toMatchObject(refusal('Choose only one option.'));
    await expect(scoreAnswer(question(30001), '')).rejects.toMatchObject(refusal(/^Please answer the question$/));
    await expect(scoreAnswer(question(30001), 7)).rejects.toMatchObject(refusal('Choose one of the options'));
  });
});

describe('MS and Wordcloud: right picks minus wrong picks over the number right, never below 0', () => {
  it('gives partial credit and takes off for over-selection', async () => {
    const ms = question(30006); // right: a, c of a–d
    expect(await scoreAnswer(ms, ['a', 'c'])).toMatchObject({ score: 1, parts: [1, 1, 1, 1] });
    expect(await scoreAnswer(ms, ['a'])).toMatchObject({ score: 0.5, verdict: 'correct', parts: [1, 1, 0, 1] });
    expect(await scoreAnswer(ms, ['a', 'c', 'b'])).toMatchObject({
      score: 0.5,
      reason: '2 of 2 right options picked, 1 wrong pick taken off',
    });
    expect(await scoreAnswer(ms, ['a', 'b', 'c', 'd'])).toMatchObject({ score: 0, verdict: 'wrong' });
    expect(await scoreAnswer(ms, ['b', 'd'])).toMatchObject({ score: 0, parts: [0, 0, 0, 0] });
  });

  it('scores Wordcloud picks from the word bank, in any case', async () => {
    const wc = question(30004); // animals: tiger, parrot, elephant, rabbit among 8 words
    expect(await scoreAnswer(wc, ['Tiger', 'parrot', 'elephant', 'rabbit'])).toMatchObject({ score: 1 });
    expect(await scoreAnswer(wc, ['tiger', 'parrot', 'elephant', 'table'])).toMatchObject({
      score: 0.5,
      verdict: 'correct',
    });
    expect(await scoreAnswer(wc, ['tiger', 'table', 'pencil'])).toMatchObject({ score: 0, verdict: 'wrong' });
  });

  it('refuses picks that are not options, repeated picks and empty selections', async () => {
    await expect(scoreAnswer(question(30006), ['a', 'z'])).rejects.toMatchObject(
      refusal('"z" is not one of the options of this question.'),
    );
    await expect(scoreAnswer(question(30006), ['a', 'a'])).rejects.toMatchObject(
      refusal('Select each of the options only once.'),
    );
    await expect(scoreAnswer(question(30006), [])).rejects.toMatchObject(refusal(/^Please answer the question$/));
    await expect(scoreAnswer(question(30004), ['lion'])).rejects.toMatchObject(
      refusal('"lion" is not one of the words'),
    );
  });
});

describe('cloze types: one answer per gap, the share of right gaps', () => {
  it('scores each gap, with alternatives, contractions and articles', async () => {
    expect(await scoreAnswer(question(30011), ['does not like', 'loves'])).toMatchObject({ score: 1, parts: [1, 1] });
    expect(await scoreAnswer(question(30011), ["Doesn't like", 'love'])).toMatchObject({
      score: 0.5,
      verdict: 'correct',
      parts: [1, 0],
      reason: '1 of 2 gaps right; gap 2: "love" is not "loves"',
    });
    // The article gaps of 30038 are answered with the article itself.
    expect(await scoreAnswer(question(30038), ['an', 'The', 'a'])).toMatchObject({ score: 1 });
    expect(await scoreAnswer(question(30038), ['a', 'the', 'an'])).toMatchObject({
      score: 0.333,
      verdict: 'wrong',
      parts: [0, 1, 0],
    });
    expect(await scoreAnswer(question(10003), ["'s", "'m", 'am'])).toMatchObject({ score: 1 });
  });

  it('passes passage cloze at 0.4, and forgives spelling there only', async () => {
    const passage = question(30009); // colonies, queen, nectar, waggle
    expect(await scoreAnswer(passage, ['colonys', 'queen', 'honey', 'bee'])).toMatchObject({
      score: 0.5,
      parts: [1, 1, 0, 0],
    });
    expect(await scoreAnswer(passage, ['colonies', 'king', 'honey', 'bee'])).toMatchObject({
      score: 0.25,
      verdict: 'wrong',
    });
    const typedCloze = question(30011);
    expect(await scoreAnswer(typedCloze, ['does not like', 'lovs'])).toMatchObject({ parts: [1, 0] });
    // 0.4 is a pass for passage and conversation cloze only (spec 02 §4).
    const fiveGaps = {
      ...passage,
      question: `${passage.question} {{5}}`,
      correct_answers: [...passage.correct_answers!, 'hive'],
    };
    expect(await scoreAnswer(fiveGaps, ['colonies', 'queen', 'x', 'y', 'z'])).toMatchObject({
      score: 0.4,
      verdict: 'correct',
    });
    const plain = { ...fiveGaps, type: 'Cloze' as const };
    expect(await scoreAnswer(plain, ['colonies', 'queen', 'x', 'y', 'z'])).toMatchObject({
      score: 0.4,
      verdict: 'wrong',
    });
  });

  it('refuses the wrong number of gaps, oversized gaps and all-empty gaps', async () => {
    await expect(scoreAnswer(question(30011), ['loves'])).rejects.toMatchObject(
      refusal('This question has 2 gaps: send 2 answers (you sent 1).'),
    );
    await expect(scoreAnswer(question(30011), 'loves')).rejects.toMatchObject(
      refusal('Send one answer for each gap, as a list.'),
    );
    await expect(scoreAnswer(question(30011), ['x'.repeat(201), 'loves'])).rejects.toMatchObject(
      refusal('keep it under 200 characters'),
    );
    await expect(scoreAnswer(question(30011), [' ', ''])).rejects.toMatchObject(
      refusal(/^Please answer the question$/),
    );
  });
});

describe('text answers', () => {
  it('refuses non-text, empty and oversized answers', async () => {
    await expect(scoreAnswer(question(30007), ['forget'])).rejects.toMatchObject(refusal('Send the answer as text.'));
    await expect(scoreAnswer(question(30007), '   ')).rejects.toMatchObject(refusal(/^Please answer the question$/));
    await expect(scoreAnswer(question(30007), 'a'.repeat(1001))).rejects.toMatchObject(
      refusal('Your answer is too long'),
    );
    await expect(scoreAnswer(question(30067), '')).rejects.toMatchObject(refusal(/^Please answer this question$/));
    await expect(scoreAnswer(question(30067), 'word '.repeat(4001))).rejects.toMatchObject(
      refusal('keep it under 20,000 characters'),
    );
  });
});
