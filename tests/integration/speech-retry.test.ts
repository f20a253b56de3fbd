import { describe, expect, it } from 'vitest';
import type { AttemptData, SubmitAnswerData, TestQuestion } from '#shared/api/contract-assessment';
import { freshLearner, itemsOf, questions, start } from '../support/attempts';
import { silentWav, spokenWav, uploadRecording } from '../support/speech';

/**
 * The re-recording of a poor spoken answer (`is_retry`, docs/decisions.md): a first recording below
 * 60 must be recorded again; the server takes one retry of the answer just given, replaces the
 * answer, and refuses anything else with a 4xx, writing nothing. Course 683's first question is
 * 'Good morning'; a different sentence scores in the poor band.
 */
async function poorFirstAnswer() {
  const learner = await freshLearner([683]);
  const attempt = (await start(learner.client, 683, 6831)).body.data.attempt as AttemptData;
  const question = attempt.next_question[0] as TestQuestion;
  const wrong = await uploadRecording(learner.client, spokenWav('the weather in London is very cold today'));
  const first = await send(learner.client, attempt.attempt_id, question.question_id, [wrong]);
  expect(first.body.code).toBe(200);
  return { ...learner, attempt, question, first: first.body.data };
}

type Client = Awaited<ReturnType<typeof freshLearner>>['client'];
const send = (
  client: Client,
  attemptId: string,
  questionId: number,
  audio: string[],
  extra: Record<string, unknown> = {},
) =>
  client.post<SubmitAnswerData>('/v1/submitAnswer', {
    attempt_id: attemptId,
    question_id: questionId,
    is_audio: 'yes',
    audio,
    ...extra,
  });
const retry = (client: Client, attemptId: string, questionId: number, audio: string[]) =>
  send(client, attemptId, questionId, audio, { is_retry: true });
const rightText = (questionId: number) => questions.get(questionId)!.correct_answers![0]!.split('|')[0]!;

describe('a poor spoken answer', () => {
  it('is marked poor, not passed, and due for one re-recording; the retry replaces it and passes at 0.5', async () => {
    const { client, userId, attempt, question, first } = await poorFirstAnswer();
    const poor = first.feedback[0]!;
    expect(poor.speech!.overall).toBeLessThan(60);
    expect(poor).toMatchObject({ verdict: 'wrong', retry_due: true });
    expect(poor.speech!.band).toBe('poor: please record it again');
    const [storedFirst] = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#A#${question.question_id}`);
    expect(storedFirst).toMatchObject({ retryDue: true });

    const right = await uploadRecording(client, spokenWav(rightText(question.question_id)));
    const again = await retry(client, attempt.attempt_id, question.question_id, [right]);
    expect(again.body.code).toBe(200);
    const feedback = again.body.data.feedback[0]!;
    expect(feedback).toMatchObject({
      question_id: question.question_id,
      verdict: 'correct',
      retried: true,
      retry_due: false,
    });
    expect(feedback.score).toBeGreaterThanOrEqual(0.5);
    // The next page chosen after the first answer stays the next page.
    expect(again.body.data.attempt.next_question.map((q) => q.question_id)).toEqual(
      first.attempt.next_question.map((q) => q.question_id),
    );

    const [stored] = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}#A#${question.question_id}`);
    expect(stored).toMatchObject({
      firstScore: poor.score,
      feedback: { score: feedback.score, retried: true },
      files: { recordings: [right] },
    });
    expect(stored!.retryDue).toBeUndefined();
    const [record] = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    expect(
      (record!.responses as Array<{ questionId: number; score: number }>).find(
        (r) => r.questionId === question.question_id,
      )!.score,
    ).toBe(feedback.score);
  });

  it('refuses a second retry, a silent retry (the retry stays due), a stranger’s retry, and two at once, writing nothing', async () => {
    const { client, userId, attempt, question } = await poorFirstAnswer();
    const before = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    const silence = await uploadRecording(client, silentWav(3));
    expect((await retry(client, attempt.attempt_id, question.question_id, [silence])).body).toMatchObject({
      code: 422,
      message: 'Please try recording again',
    });
    const stranger = await freshLearner([683]);
    const theirs = await uploadRecording(stranger.client, spokenWav(rightText(question.question_id)));
    expect((await retry(stranger.client, attempt.attempt_id, question.question_id, [theirs])).body).toMatchObject({
      code: 404,
      message: 'We could not find this test attempt.',
    });
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).toEqual(before);

    const keys = await Promise.all(
      [0, 1, 2].map(() => uploadRecording(client, spokenWav(rightText(question.question_id)))),
    );
    const together = await Promise.all(
      keys.map((key) => retry(client, attempt.attempt_id, question.question_id, [key])),
    );
    expect(together.map((r) => r.body.code).sort()).toEqual([200, 409, 409]);
    const after = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    const refused = await retry(client, attempt.attempt_id, question.question_id, [keys[0]!]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: false,
      message: 'Only a spoken answer marked poor or “say it again” can be recorded again, once, before you go on.',
    });
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).toEqual(after);
  });
});

describe('a retry that is not due', () => {
  it('is refused for an answer that was not poor, a question not just answered, and a written question', async () => {
    const { client, userId } = await freshLearner([683]);
    const attempt = (await start(client, 683, 6831)).body.data.attempt as AttemptData;
    const first = attempt.next_question[0]!;
    const right = await uploadRecording(client, spokenWav(rightText(first.question_id)));
    const good = (await send(client, attempt.attempt_id, first.question_id, [right])).body.data;
    expect(good.feedback[0]!.verdict).toBe('correct');
    expect(good.feedback[0]!.retry_due).toBeFalsy();
    const before = await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`);
    const again = await uploadRecording(client, spokenWav(rightText(first.question_id)));
    expect((await retry(client, attempt.attempt_id, first.question_id, [again])).body).toMatchObject({ code: 409 });
    // The question being asked now has not been answered: a retry is not its first answer.
    const next = good.attempt.next_question[0]!;
    expect((await retry(client, attempt.attempt_id, next.question_id, [again])).body).toMatchObject({ code: 409 });
    expect(await itemsOf(userId, `ATTEMPT#${attempt.attempt_id}`)).toEqual(before);

    const reader = await freshLearner([101]);
    const written = (await start(reader.client, 101, 1011)).body.data.attempt as AttemptData;
    const q = written.next_question[0]!;
    await reader.client.post('/v1/submitAnswer', {
      attempt_id: written.attempt_id,
      question_id: q.question_id,
      user_answer: 'a',
    });
    expect(
      (
        await reader.client.post('/v1/submitAnswer', {
          attempt_id: written.attempt_id,
          question_id: q.question_id,
          user_answer: 'a',
          is_retry: true,
        })
      ).body,
    ).toMatchObject({ code: 409 });
  });
});
