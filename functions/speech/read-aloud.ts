import type { Caller } from '#shared/api/caller';
import { AppError } from '#shared/errors';
import { juniorPhrases } from '#shared/junior/phrases';
import type { ReadAloudRequest } from '#shared/schemas/read-aloud';
import { loadElement } from '../core/catalogue';
import { objectUrl } from '../lib/object-links';
import { requireAttempt } from '../core/attempts/attempt-changes';
import { loadQuestions } from '../core/question-pool';
import { clip, feedbackSpeech, questionSpeech } from './read-aloud-text';
import { speechEngine } from './speech';

/**
 * POST v1/readAloud (decision 0420): the words a junior's screen shows, spoken. Questions and feedback
 * only of the child's own attempt, a question only once it was asked, feedback only once the page
 * shows it (in a test without feedback, not before its end: the final test's answers stay unknown).
 * The audio is made once per voice and text and kept in S3 (synthesis-cache.ts): 50,000 children
 * hearing one question cost one Polly call.
 */
export async function readAloudText(caller: Caller, input: ReadAloudRequest): Promise<string> {
  switch (input.kind) {
    case 'phrase':
      return juniorPhrases[input.phrase];
    case 'instructions': {
      const element = await loadElement(input.course_id, input.element_id);
      const text = element?.instructions ?? element?.element_description;
      if (!text) throw new AppError('elementNotFound');
      return clip(text);
    }
    case 'question':
    case 'feedback': {
      const attempt = await requireAttempt(caller.userId, input.attempt_id);
      const asked = attempt.answeredIds.includes(input.question_id) || attempt.current.includes(input.question_id);
      if (!asked) throw new AppError('questionNotInAttempt');
      const question = (await loadQuestions([input.question_id])).get(input.question_id);
      if (!question) throw new AppError('questionNotInAttempt');
      if (input.kind === 'question') return questionSpeech(question);
      const response = attempt.responses.find((r) => r.questionId === input.question_id);
      // A test without feedback keeps its answers to itself until it is over.
      if (!response || (!attempt.showFeedback && attempt.status === 'open')) throw new AppError('feedbackNotReady');
      return feedbackSpeech(response.verdict, question);
    }
  }
}

export async function readAloud(caller: Caller, input: ReadAloudRequest): Promise<{ audio_url: string; text: string }> {
  const text = await readAloudText(caller, input);
  const engine = await speechEngine();
  if (!engine) throw new AppError('readAloudUnavailable');
  const key = await engine.synthesize(text);
  const url = await objectUrl('generated', key);
  if (!url) throw new AppError('readAloudUnavailable');
  return { audio_url: url, text };
}
