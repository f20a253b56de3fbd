import { describe, expect, it } from 'vitest';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import type { CourseDetails, ReadAloudData } from '#shared/api/contract';
import { juniorPhrases } from '#shared/junior/phrases';
import { answerAll, freshLearner, rightSubmission, start } from '../support/attempts';
import { useLocalStackDirectly } from '../support/direct-env';

/**
 * POST v1/readAloud (decision 0420): a junior's screen read aloud by what it shows. The words are the
 * product's own (a phrase, an activity's instructions, a question of the child's own attempt, its
 * feedback once shown), never text from the client; the audio is made once per words and voice.
 */
const practiceOf = async (grade = 4) => {
  const child = await freshLearner([300], { type: 'w', grade });
  const attempt = (await start(child.client, 300, 3001)).body.data.attempt;
  return { ...child, attempt };
};

const pathOf = (url: string) => new URL(url).pathname;

describe('POST v1/readAloud', () => {
  it('speaks a fixed phrase of the junior screens as mp3, the same object for every child', async () => {
    const [a, b] = await Promise.all([
      freshLearner([300], { type: 'w', grade: 4 }),
      freshLearner([300], { type: 'w', grade: 5 }),
    ]);
    const first = await a.client.post<ReadAloudData>('/v1/readAloud', { kind: 'phrase', phrase: 'practiceWelcome' });
    expect(first.body).toMatchObject({ status: true, code: 200, data: { text: juniorPhrases.practiceWelcome } });
    const audio = await fetch(first.body.data.audio_url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(2000);
    const second = await b.client.post<ReadAloudData>('/v1/readAloud', { kind: 'phrase', phrase: 'practiceWelcome' });
    expect(pathOf(second.body.data.audio_url)).toBe(pathOf(first.body.data.audio_url));
  });

  it('reads an activity’s instructions, and a question of the child’s own attempt with its choices', async () => {
    const { client, attempt } = await practiceOf();
    const instructions = await client.post<ReadAloudData>('/v1/readAloud', {
      kind: 'instructions',
      course_id: 300,
      element_id: 3001,
    });
    expect(instructions.body.data.text).toContain('as many times as you like');
    const question = attempt.next_question[0]!;
    const read = await client.post<ReadAloudData>('/v1/readAloud', {
      kind: 'question',
      attempt_id: attempt.attempt_id,
      question_id: question.question_id,
    });
    expect(read.body.code).toBe(200);
    expect(read.body.data.text).toContain(question.question);
    for (const choice of question.choices ?? [])
      expect(read.body.data.text).toContain(`${choice.id.toUpperCase()}: ${choice.text}`);
  });

  it('reads feedback only once the question is answered: the verdict, and the right answer after a wrong one', async () => {
    const { client, attempt } = await practiceOf();
    const first = attempt.next_question[0]!;
    const early = await client.post('/v1/readAloud', {
      kind: 'feedback',
      attempt_id: attempt.attempt_id,
      question_id: first.question_id,
    });
    expect(early.body).toMatchObject({
      code: 409,
      message: 'Answer the question first, then you can hear how you did.',
    });
    const answered = await client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, [first]),
    );
    const right = await client.post<ReadAloudData>('/v1/readAloud', {
      kind: 'feedback',
      attempt_id: attempt.attempt_id,
      question_id: first.question_id,
    });
    expect(right.body.data.text).toBe(juniorPhrases.right);
    const next = answered.body.data.attempt.next_question;
    await client.post('/v1/submitAnswer', rightSubmission(attempt.attempt_id, next, { wrong: true }));
    const wrong = await client.post<ReadAloudData>('/v1/readAloud', {
      kind: 'feedback',
      attempt_id: attempt.attempt_id,
      question_id: next[0]!.question_id,
    });
    expect(wrong.body.data.text).toMatch(/^Not this time\. Look at the right answer\. The right answer is: .+\.$/);
  });

  it('reads the final test’s feedback only once the test is over: before, it would tell its answers', async () => {
    const child = await freshLearner([300], { type: 'w', grade: 4 });
    const attempt = (await start(child.client, 300, 3004)).body.data.attempt;
    const page = attempt.next_question;
    const question = await child.client.post<ReadAloudData>('/v1/readAloud', {
      kind: 'question',
      attempt_id: attempt.attempt_id,
      question_id: page[0]!.question_id,
    });
    expect(question.body.code).toBe(200);
    const answered = await child.client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(attempt.attempt_id, page),
    );
    const early = { kind: 'feedback', attempt_id: attempt.attempt_id, question_id: page[0]!.question_id };
    expect((await child.client.post('/v1/readAloud', early)).body.code).toBe(409);
    await answerAll(child.client, answered.body.data.attempt);
    const after = await child.client.post<ReadAloudData>('/v1/readAloud', early);
    expect(after.body.code).toBe(200);
    expect(after.body.data.text).toMatch(/^(That's right|Not this time|You skipped)/);
  });

  it('refuses adults, other children’s attempts, questions not asked and any text of the client’s own', async () => {
    const { attempt } = await practiceOf();
    const other = await freshLearner([300], { type: 'w', grade: 4 });
    const adult = await freshLearner([300]);
    const question = attempt.next_question[0]!.question_id;
    expect((await adult.client.post('/v1/readAloud', { kind: 'phrase', phrase: 'celebrate' })).body).toMatchObject({
      code: 403,
    });
    expect(
      (
        await other.client.post('/v1/readAloud', {
          kind: 'question',
          attempt_id: attempt.attempt_id,
          question_id: question,
        })
      ).body,
    ).toMatchObject({ code: 404, message: 'We could not find this test attempt.' });
    const own = await start(other.client, 300, 3001);
    const notAsked = own.body.data.attempt.next_question.length ? 30044 : 30001;
    expect(
      (
        await other.client.post('/v1/readAloud', {
          kind: 'question',
          attempt_id: own.body.data.attempt.attempt_id,
          question_id: notAsked,
        })
      ).body,
    ).toMatchObject({ code: 404, message: 'This question is not part of your test.' });
    for (const body of [
      { kind: 'text', text: 'Say anything at all' },
      { kind: 'phrase', phrase: 'Say anything at all' },
      { kind: 'phrase', phrase: 'constructor' },
      {},
    ]) {
      const res = await other.client.post('/v1/readAloud', body);
      expect(res.status).toBe(422);
    }
    expect(
      (await other.client.post('/v1/readAloud', { kind: 'phrase', phrase: 'celebrate', text: 'x'.repeat(2000) }))
        .status,
    ).toBe(413);
    expect(
      (await other.client.post('/v1/readAloud', { kind: 'instructions', course_id: 300, element_id: 999999 })).body,
    ).toMatchObject({ code: 404 });
  });

  it('answers 30 children asking for the same new question at once with one audio object', async () => {
    const children = await Promise.all(Array.from({ length: 30 }, () => practiceOf(6)));
    const answers = await Promise.all(
      children.map(({ client, attempt }) =>
        client.post<ReadAloudData>('/v1/readAloud', {
          kind: 'question',
          attempt_id: attempt.attempt_id,
          question_id: attempt.next_question[0]!.question_id,
        }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((a) => pathOf(a.body.data.audio_url))).size).toBe(1);
  });
});

describe('a child’s practice set', () => {
  it('may be taken again as often as the child wants (no attempt limit), and the course and instructions say so', async () => {
    const { client, attempt } = await practiceOf();
    let current: AttemptData = attempt;
    for (let round = 0; round < 4; round++) {
      await answerAll(client, current);
      const again = await start(client, 300, 3001);
      expect(again.body.code).toBe(200);
      current = again.body.data.attempt;
    }
    const course = (await client.get<CourseDetails>('/v1/courses/300')).body.data;
    const element = course.units.flatMap((u) => u.course_elements).find((e) => e.elementID === 3001);
    expect(element).toMatchObject({ total_attempts: null, completion_count: 4 });
    expect((await client.get('/v1/fetchinstructions/300/3001')).body.data).toMatchObject({
      attempts_remaining: null,
      hide_start: false,
    });
  });
});

describe('before an olympiad', () => {
  it('lists every text a course can read aloud, makes each once, and a second run makes none', async () => {
    useLocalStackDirectly();
    const { readAloudTexts, warmReadAloud } = await import('../../functions/speech/read-aloud-warm');
    const { synthesisKey } = await import('../../functions/speech/synthesis-cache');
    // The olympiad: its phrases, instructions, 139 questions (its bank's included) and their feedback.
    const olympiad = await readAloudTexts(300);
    expect(olympiad).toContain(juniorPhrases.finalReady);
    expect(olympiad.length).toBeGreaterThan(250);
    const { client, attempt } = await practiceOf();
    const read = await client.post<ReadAloudData>('/v1/readAloud', {
      kind: 'question',
      attempt_id: attempt.attempt_id,
      question_id: attempt.next_question[0]!.question_id,
    });
    expect(olympiad).toContain(read.body.data.text);
    expect(pathOf(read.body.data.audio_url)).toContain(synthesisKey('flite:slt', read.body.data.text));
    // Made here for a small course (the olympiad's ~290 take minutes with flite on a shared machine).
    const texts = await readAloudTexts(202);
    const first = await warmReadAloud(202);
    expect(first.texts).toBe(texts.length);
    expect(await warmReadAloud(202)).toEqual({ texts: texts.length, made: 0 });
  });
});
