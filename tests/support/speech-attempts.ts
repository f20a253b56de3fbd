import type { AttemptData, SubmitAnswerData, TestQuestion } from '#shared/api/contract-assessment';
import { freshLearner, questions, start } from './attempts';

/**
 * Spoken attempts for the speech integration files. Course 683 (Quick Speaking Drills) is all
 * spoken questions.
 */
export async function spokenAttempt() {
  const learner = await freshLearner([683]);
  const attempt = (await start(learner.client, 683, 6831)).body.data.attempt as AttemptData;
  return { ...learner, attempt, question: attempt.next_question[0] as TestQuestion };
}

/** What to say for a question: its first accepted answer, one recording per word or gap. */
export function rightTexts(questionId: number): string[] {
  const q = questions.get(questionId)!;
  const correct = (q.correct_answers ?? []).map((c) => c.split('|')[0]!);
  return q.type === 'VK' || q.type === 'Cloze_with_conversation' ? correct : [correct[0]!];
}

export const submitSpoken = (
  client: Awaited<ReturnType<typeof spokenAttempt>>['client'],
  attemptId: string,
  questionId: number,
  audio: string[] | undefined,
  extra = {},
) =>
  client.post<SubmitAnswerData>('/v1/submitAnswer', {
    attempt_id: attemptId,
    question_id: questionId,
    is_audio: 'yes',
    ...(audio ? { audio } : {}),
    ...extra,
  });

/**
 * An open (IELTS) question heard while recorded: course 201's speaking practice (element 2001), the
 * pages before question 20003 ('Talk about yourself for about 30 seconds') answered or skipped.
 * Known-text answers open no live session (decision 382), so the live path is tested on this one.
 */
export const OPEN_QUESTION_ID = 20003;
export const ON_TOPIC_ANSWER =
  'Hello, my name is Kiran and I live in Hyderabad with my parents. I play cricket with my friends.';

export async function openSpokenAttempt() {
  const learner = await freshLearner([201]);
  let attempt = (await start(learner.client, 201, 2001)).body.data.attempt as AttemptData;
  for (
    let page = attempt.next_question;
    page.length && page[0]!.question_id !== OPEN_QUESTION_ID;
    page = attempt.next_question
  ) {
    const q = page[0]!;
    const body =
      q.type === 'INS' ? {} : q.spoken ? { skip_domain: true } : { user_answer: q.choices?.[0]?.id ?? 'hello' };
    attempt = (
      await learner.client.post<SubmitAnswerData>('/v1/submitAnswer', {
        attempt_id: attempt.attempt_id,
        question_id: q.question_id,
        ...body,
      })
    ).body.data.attempt;
  }
  return { ...learner, attempt, question: attempt.next_question[0] as TestQuestion };
}
