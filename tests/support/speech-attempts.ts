import type { AttemptData, SubmitAnswerData, TestQuestion } from '#shared/api/contract-attempts';
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

export const submitSpoken = (client: Awaited<ReturnType<typeof spokenAttempt>>['client'], attemptId: string, questionId: number, audio: string[] | undefined, extra = {}) =>
  client.post<SubmitAnswerData>('/v1/submitAnswer', { attempt_id: attemptId, question_id: questionId, is_audio: 'yes', ...(audio ? { audio } : {}), ...extra });
