import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../../../functions/assessment/scoring/score-answer';
import { checkGrammar } from '../../../../functions/assessment/scoring/writing/grammar';
import { question } from './seeded';

// 10026: 'Write a short email to your manager asking for a day off next Friday.' (level 7, minimum 10 words)
const email = question(10026);
const good =
  "Dear Ms Rao, I would like to request a day off next Friday, as I need to attend my cousin's wedding in Pune. " +
  'My colleague Sameer has kindly agreed to handle my client emails, and I will complete the quarterly report before Thursday. ' +
  'I would appreciate your approval. Kind regards, Priya';
const weak =
  'Dear sir, i want leave on friday. my sister marriage is there. i will come monday. please give me leave. thank you. Priya';
const offTopic =
  'Cricket is my favourite sport. I play it every Sunday with my friends in the park near my house. ' +
  'Our team won the last match by five wickets and I scored thirty runs. I love watching India play on television.';

describe('LA: the writing feedback object and score', () => {
  it('grades a good email high on every part', async () => {
    const r = await scoreAnswer(email, good);
    expect(r.verdict).toBe('correct');
    expect(r.score).toBeGreaterThan(0.85);
    expect(r.feedback).toMatchObject({
      accuracy: 'high',
      grammar_score: 'high',
      grammar_feedback: 'Great work: we found no grammar or spelling mistakes.',
      topic_score: 'high',
      readability_score: 'high',
      vocabulary_score: 'high',
      unique_words_score: 'high',
      feedback: 'Well done! This is a strong answer.',
      issues: [],
    });
    // Names are not spelling mistakes, and not vocabulary either.
    expect(r.feedback!.vocabulary_feedback).not.toContain('sameer');
    expect(r.feedback!.combined_feedback.startsWith('Well done! This is a strong answer. Great work')).toBe(true);
  });

  it('finds the weak email’s mistakes, with positions and suggestions, and fails it', async () => {
    const r = await scoreAnswer(email, weak);
    expect(r.verdict).toBe('wrong');
    expect(r.feedback!.grammar_score).toBe('low');
    expect(r.feedback!.accuracy).toBe('low');
    const fixes = r.feedback!.issues.map((i) => [weak.slice(i.start, i.end), i.suggestion]);
    expect(fixes).toEqual(
      expect.arrayContaining([
        ['i', 'I'],
        ['monday', 'Monday'],
      ]),
    );
    expect(r.feedback!.topic_score).not.toBe('low'); // it is about a day off, in other words
  });

  it('fails an off-topic essay however good its English', async () => {
    const r = await scoreAnswer(email, offTopic);
    expect(r.feedback).toMatchObject({ grammar_score: 'high', topic_score: 'low', accuracy: 'low' });
    expect(r.feedback!.topic_feedback).toBe(
      'Your answer does not seem to be about the question. Read the question again and write about what it asks.',
    );
    expect(r.score).toBeLessThan(0.25);
    expect(r.verdict).toBe('wrong');
  });

  it('marks a repetitive answer down on unique words and a run-on one on readability', async () => {
    const exam = question(30067);
    const repetitive = await scoreAnswer(
      exam,
      'I agree. Exams are good. Exams are good because exams show what students know. Exams are fair. All students write exams. Exams are the best. I like exams. Exams are good for students and teachers. So exams are the best way.',
    );
    expect(repetitive.feedback).toMatchObject({ unique_words_score: 'low', readability_score: 'low' });
    expect(repetitive.feedback!.unique_words_feedback).toContain('"exams"');
    const runOn = await scoreAnswer(
      exam,
      'In my opinion examinations are not the best way to measure learning, because a single test on one morning rewards memory more than understanding, and many students who work hard all year panic under pressure, and projects, presentations and continuous assessment show skills such as teamwork and research that a written paper never tests, so schools should combine examinations with other methods instead of relying on them alone.',
    );
    expect(runOn.feedback!.readability_feedback).toBe(
      'Your sentences are very long and hard to follow. Break them into shorter sentences, each ending with a full stop.',
    );
  });

  it('refuses an answer too short for the level, or too like the question, with the spec messages', async () => {
    await expect(scoreAnswer(email, 'I want Friday off please.')).rejects.toMatchObject({
      key: 'answerTooShort',
      status: 422,
      message: 'Your answer is too short. Please write at least 10 words before submitting.',
    });
    await expect(
      scoreAnswer(email, 'Write a short email to your manager asking for a day off next Friday please.'),
    ).rejects.toMatchObject({
      key: 'answerTooSimilar',
      message: 'Your answer is too similar to the question. Please try rewording your answer.',
    });
  });
});

describe('grammar and spelling from Harper (Indian English)', () => {
  it('finds real mistakes, with offsets into the text and a suggestion', async () => {
    const text = 'He buyed a apple. I recieve your letter. We discussed about the problem.';
    const issues = await checkGrammar(text);
    const found = issues!.map((i) => [text.slice(i.start, i.end), i.suggestion, i.kind]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['buyed', 'bought', 'Grammar'],
        ['a', 'an', expect.any(String)],
        ['recieve', 'receive', 'Spelling'],
        ['discussed about', 'discussed', expect.any(String)],
      ]),
    );
  });

  it('accepts British and Indian spellings', async () => {
    expect(await checkGrammar('My favourite colour is blue, and I organise my books by colour every month.')).toEqual(
      [],
    );
  });

  it('keeps offsets right after characters outside the basic plane', async () => {
    const text = 'I like 😀 it. I recieve letters.';
    const issue = (await checkGrammar(text))!.find((i) => i.kind === 'Spelling')!;
    expect(text.slice(issue.start, issue.end)).toBe('recieve');
  });
});
