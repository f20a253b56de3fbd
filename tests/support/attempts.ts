import { inject } from 'vitest';
import type { AttemptData, SubmitAnswerData, TestQuestion } from '#shared/api/contract-assessment';
import { TestClient } from './api-client';
import * as keys from '../../functions/data/keys';
import { rightAnswer, seededQuestions, stackData } from './learners';
import { partition, setFields } from './table';

/** Shared by the attempts-*.test.ts files: fresh learners, and a learner who answers from the key. */
export const data = () =>
  stackData({ dynamodbEndpoint: inject('endpoints').dynamodb, signingKey: JSON.parse(inject('signingKey')) });
export const questions = seededQuestions();

export async function freshLearner(
  courseIds: number[],
  options: Parameters<ReturnType<typeof data>['learner']>[1] = {},
) {
  const store = data();
  const learner = await store.learner(courseIds, options);
  store.destroy();
  const client = new TestClient();
  client.token = learner.token;
  return { ...learner, client };
}

/** The learner's items whose sort key starts with `prefix` (to prove a refusal wrote nothing). */
export async function itemsOf(userId: string, prefix: string) {
  return (await partition(`USER#${userId}`)).filter((i) => String(i.sk).startsWith(prefix));
}

/** Moves a timed attempt's stored deadline, as if the sitting had started earlier (a test-only clock). */
export async function setDeadline(userId: string, attemptId: string, deadline: number): Promise<void> {
  const key = keys.attempt(userId, attemptId);
  await setFields(key.pk, key.sk, { deadline });
}

export async function start(
  client: TestClient,
  courseId: number,
  elementId: number,
  extra: Record<string, unknown> = {},
) {
  return client.post<{ attempt: AttemptData }>('/v1/startAttempt', {
    course_id: courseId,
    element_id: elementId,
    ...extra,
  });
}

/** The submission that answers a page right (spoken questions are skipped; instructions send nothing). */
export function rightSubmission(
  attemptId: string,
  page: TestQuestion[],
  options: { wrong?: boolean } = {},
): Record<string, unknown> {
  const answerOf = (q: TestQuestion) => {
    const key = rightAnswer(questions.get(q.question_id)!);
    if (!options.wrong || key === null) return key;
    if (q.type === 'MCQ') return q.choices!.find((c) => c.id !== key)!.id;
    // Picks must be among the options: a wrong one.
    if (q.type === 'MS') return [q.choices!.find((c) => !key.includes(c.id))!.id];
    if (q.type === 'Wordcloud') return [q.word_bank!.find((w) => !key.includes(w))!];
    return Array.isArray(key) ? key.map(() => 'zzz') : 'zzz';
  };
  const first = page[0]!;
  if (page.length > 1) {
    return {
      attempt_id: attemptId,
      question_id: first.question_id,
      is_linked_ques: true,
      linked_answers: page.map((q) => ({ question_id: q.question_id, user_answer: answerOf(q) })),
    };
  }
  const answer = answerOf(first);
  return {
    attempt_id: attemptId,
    question_id: first.question_id,
    ...(first.spoken || first.video_answer ? { skip_domain: true } : answer === null ? {} : { user_answer: answer }),
  };
}

/** Answers every page until the test finishes; returns each response. */
export async function answerAll(client: TestClient, attempt: AttemptData, options: { wrong?: boolean } = {}) {
  const responses: Array<{ code: number; data: SubmitAnswerData }> = [];
  let current = attempt;
  for (let guard = 0; guard < 60 && current.next_question.length; guard++) {
    const res = await client.post<SubmitAnswerData>(
      '/v1/submitAnswer',
      rightSubmission(current.attempt_id, current.next_question, options),
    );
    if (!res.body.status) throw new Error(`submitAnswer refused: ${res.body.code} ${res.body.message}`);
    responses.push({ code: res.body.code, data: res.body.data });
    current = res.body.data.attempt;
  }
  return responses;
}
