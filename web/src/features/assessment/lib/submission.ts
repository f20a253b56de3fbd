import type { TestQuestion } from '#shared/api/contract-assessment';
import type { SubmitAnswerRequest } from '#shared/schemas/assessment';
import { toUserAnswer, type Draft } from './answers';
import { answerKind } from './question-kinds';
import type { VideoWatch } from './video-watch';

export type Submission = Partial<SubmitAnswerRequest> & Pick<SubmitAnswerRequest, 'attempt_id' | 'question_id'>;

/**
 * The POST v1/submitAnswer body for the page on screen (spec 02 §3 answer submission): one
 * question's answer, or every answer of a linked page at once (is_linked_ques). A spoken question
 * sends its uploaded recordings (`is_audio: yes`, `audio`), or is skipped (skip_domain) when the
 * learner presses Skip or it sits on a linked page. A video answer sends its upload (`is_audio:
 * vid`, `video`) or is skipped the same way. A video question's viewing figures go as `video_watch`.
 * `secondsLeft` is the learner's clock (pause_time): the server keeps its own.
 */
export function buildSubmission(
  attemptId: string,
  page: readonly TestQuestion[],
  draftOf: (question: TestQuestion) => Draft,
  secondsLeft: number | null,
  options: { skip?: boolean; watch?: VideoWatch } = {},
): Submission {
  const first = page[0];
  if (!first) throw new Error('There is no question to submit.');
  const body: Submission = { attempt_id: attemptId, question_id: first.question_id };
  if (secondsLeft !== null) body.pause_time = Math.floor(secondsLeft);
  if (options.watch) body.video_watch = options.watch;
  if (page.length === 1 && answerKind(first) === 'video') {
    const key = draftOf(first);
    if (options.skip) body.skip_domain = true;
    else {
      body.is_audio = 'vid';
      body.video = typeof key === 'string' ? key : '';
    }
    return body;
  }
  const spoken = page.some((question) => ['spoken', 'video'].includes(answerKind(question)));
  if (spoken && page.length === 1 && !options.skip) {
    const keys = draftOf(first);
    body.is_audio = 'yes';
    body.audio = Array.isArray(keys) ? keys : [];
    return body;
  }
  if (spoken) body.skip_domain = true;

  if (page.length > 1) {
    // Every question of the page is answered at once; one read or skipped sends an empty answer.
    body.is_linked_ques = true;
    body.linked_answers = page.map((question) => ({
      question_id: question.question_id,
      user_answer: toUserAnswer(question, draftOf(question)) ?? '',
    }));
    return body;
  }
  const answer = toUserAnswer(first, draftOf(first));
  if (answer !== undefined) body.user_answer = answer;
  return body;
}
