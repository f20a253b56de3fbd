import type * as z from 'zod/mini';
import type { questionFeedbackSchema } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import { requireAttempt } from '../core/attempts/attempt-changes';
import { putQuestionFeedback } from './store';

/**
 * The help and feedback popup (spec 02 §5) on one question: kept per learner, attempt and question
 * (a second submission replaces the first), only for a question the learner's own attempt asked.
 * Indexed by question (gsi1) so the content team can read what learners say about it.
 */
export async function saveQuestionFeedback(
  userId: string,
  input: z.output<typeof questionFeedbackSchema>,
  now = Date.now(),
): Promise<void> {
  const attempt = await requireAttempt(userId, input.attempt_id);
  const asked = attempt.answeredIds.includes(input.question_id) || attempt.current.includes(input.question_id);
  if (!asked) throw new AppError('questionNotInAttempt');
  const at = new Date(now).toISOString();
  await putQuestionFeedback(userId, attempt.attemptId, input.question_id, at, {
    userId,
    attemptId: attempt.attemptId,
    questionId: input.question_id,
    options: input.feedback.split('|').map((o) => o.trim()),
    ...(input.comment ? { comment: input.comment } : {}),
    updatedAt: at,
  });
}
