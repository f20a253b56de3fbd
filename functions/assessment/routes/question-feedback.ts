import { http, ok } from '../../lib/http';
import { saveQuestionFeedback } from '../question-feedback';

/** POST v1/questionFeedback: the help popup's options (pipe-joined) on a question of the learner's own attempt. */
export const handler = http('questionFeedback', async ({ caller, input }) => {
  await saveQuestionFeedback(caller.userId, input);
  return ok(null, 'Thank you for your feedback.');
});
