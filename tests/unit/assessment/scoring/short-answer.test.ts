import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../../../functions/assessment/scoring/score-answer';
import { normalText } from '../../../../functions/core/language/normalise';
import { question } from './seeded';

const score = (id: number, answer: string) => scoreAnswer(question(id), answer);

describe('normalising a written answer', () => {
  it('ignores case, punctuation, spacing, articles, contractions and British spellings', () => {
    expect(normalText('  The COLOUR of   the sky! ')).toBe(normalText('color of sky'));
    expect(normalText("She doesn't like it")).toBe('she does not like it');
    expect(normalText("I can't, I won't")).toBe('i can not i will not');
    expect(normalText('organised travelling centre')).toBe(normalText('organized traveling center'));
    expect(normalText('my favourite neighbours')).toBe(normalText('my favorite neighbors'));
    // Short words ending in -our are left alone: four is not for.
    expect(normalText('four')).not.toBe(normalText('for'));
  });
});

describe('SA: the lenient ladder, with its reason', () => {
  it('rung 1: the same answer written differently', async () => {
    expect(await score(30031, 'Children.')).toMatchObject({
      score: 1,
      verdict: 'correct',
      reason: expect.stringContaining('matches "children"'),
    });
    expect(await score(30007, 'forget')).toMatchObject({ score: 1, reason: 'matches "forget"' });
  });

  it('rung 2: a close spelling, scaled by the word length', async () => {
    expect(await score(30031, 'childern')).toMatchObject({
      score: 1,
      reason: 'close spelling of "children" in "children"',
    });
    expect(await score(30039, 'autobiografy')).toMatchObject({
      score: 1,
      reason: expect.stringContaining('close spelling of "autobiography"'),
    });
    expect(await score(10007, 'wellcome')).toMatchObject({ verdict: 'correct' });
    expect(await score(30057, 'had alredy started')).toMatchObject({
      score: 1,
      reason: 'close spelling of "already" in "had already started"',
    });
  });

  it('a real word is not a misspelling of another: forgot is not forget, despite is not respite', async () => {
    expect(await score(30007, 'forgot')).toMatchObject({
      score: 0,
      verdict: 'wrong',
      reason: 'not the expected answer "forget"',
    });
    expect(await score(30064, 'despite')).toMatchObject({ score: 0, verdict: 'wrong' });
    expect(await score(30031, 'childs')).toMatchObject({ verdict: 'wrong' });
  });

  it('a one-word answer takes no synonym: the question asked for that word', async () => {
    expect(await score(50710, 'show')).toMatchObject({ verdict: 'wrong' });
    expect(await score(30064, 'reprieve')).toMatchObject({ verdict: 'wrong' });
  });

  it('a short form answer is not judged by meaning: has already started is the wrong tense', async () => {
    expect(await score(30057, 'has already started')).toMatchObject({ verdict: 'wrong' });
  });

  it('rung 3: keywords in any order and form, or their synonyms', async () => {
    expect(await score(20005, 'tomato and chilli')).toMatchObject({
      score: 1,
      reason: 'has the key words "tomatoes", "chillies"',
    });
    expect(await score(20005, 'tomatos and chilies')).toMatchObject({
      score: 1,
      reason: expect.stringContaining('close spelling'),
    });
    const apology = await score(10038, 'I apologise, I will be delayed as I missed my bus.');
    expect(apology).toMatchObject({ score: 1, verdict: 'correct' });
    expect(apology.reason).toContain('"delayed" for "late"');
    expect(await score(20005, 'tomatoes')).toMatchObject({
      score: 0.5,
      verdict: 'correct',
      reason: 'has the key words "tomatoes"; missing "chillies"',
    });
    expect(await score(10038, 'I missed the bus.')).toMatchObject({
      verdict: 'wrong',
      reason: expect.stringContaining('missing "sorry", "late"'),
    });
  });

  it('rung 4: meaning carries an answer written in other words', async () => {
    const r = await score(10038, 'Sorry, I will come a little late today because my bus left without me.');
    expect(r.verdict).toBe('correct');
  });
});

describe('SAKeyword: keyword coverage, where the form is tested', () => {
  it('counts each keyword phrase; a wrong form misses it', async () => {
    expect(await score(30017, 'Twenty trees were planted by the children')).toMatchObject({ score: 1 });
    expect(await score(30017, 'Twenty trees was planted by the children.')).toMatchObject({
      score: 0.667,
      verdict: 'correct',
      reason: 'has the key words "twenty trees", "by the children"; missing "were planted"',
    });
    expect(await score(30017, 'The children planted twenty trees.')).toMatchObject({ score: 0.333, verdict: 'wrong' });
    expect(await score(30027, 'The road was slippery but the driver did not slow down.')).toMatchObject({
      score: 0.667,
    });
    expect(await score(30027, 'Although the road was slippery the driver didnt slow down')).toMatchObject({ score: 1 });
    expect(await score(48702, 'Situation, Target, Activity, Result')).toMatchObject({ score: 0.5 });
  });
});

describe('SASemantic: meaning by content words, synonyms and negation', () => {
  it('accepts the idea in other words', async () => {
    const r = await score(30013, 'He gave the money to his sick grandma.');
    expect(r.verdict).toBe('correct');
    expect(r.reason).toContain('"grandma" for "grandmother"');
    expect(await score(31505, 'He put stones in the pot.')).toMatchObject({ verdict: 'correct' });
    expect(
      await score(50706, 'The launch is postponed by two weeks because of some unexpected problems.'),
    ).toMatchObject({ verdict: 'correct' });
  });

  it('refuses a different idea, a bare keyword, and an answer turned around by "not"', async () => {
    expect(await score(30013, 'He did not like the bat.')).toMatchObject({ score: 0, verdict: 'wrong' });
    const negated = await score(30013, 'His grandmother was not ill.');
    expect(negated.verdict).toBe('wrong');
    expect(negated.reason).toContain('says "not"');
    expect(await score(31505, 'pebbles')).toMatchObject({ verdict: 'wrong' });
    expect(await score(30026, 'its teeth and skull')).toMatchObject({ score: 0, verdict: 'wrong' });
    expect(await score(10016, 'Turn left.')).toMatchObject({ verdict: 'wrong' });
  });

  it('gives sentence answers the writing feedback object', async () => {
    const r = await score(50706, 'The launch is postponed by two weeks because of some unexpected problems.');
    expect(r.feedback).toMatchObject({ accuracy: 'high', grammar_score: 'high' });
    expect((await score(30026, 'DNA studies')).feedback).toBeUndefined();
  });

  it('gives a number or one-word question no advice on sentences, however long the answer (decision 0835)', async () => {
    const r = await score(90125, 'I think that the person has two dogs');
    expect(r.feedback).toBeUndefined();
    expect((await score(90110, 'Aarav started the club in the year 2019')).feedback).toBeUndefined();
  });
});
