import { AppError } from '#shared/errors';
import { MAX_TEXT_ANSWER } from '#shared/schemas/assessment';
import type { Question } from '#shared/schemas/content';

/**
 * Checks that an answer has the shape its question type needs, before any scoring: a wrong shape
 * is the learner's (or a client's) mistake and gets a 422 with a clear message, never a 500.
 */
export const MAX_SHORT_ANSWER = 1000;
export const MAX_GAP_ANSWER = 200;

export function refuse(message: string): never {
  throw new AppError('validation', { fields: { user_answer: message } });
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Spec 02 §5: the writing box says 'Please answer this question'; every other type 'Please answer the question'. */
export function requireAnswer(question: Question, answer: unknown): void {
  if (isBlank(answer)) refuse(question.type === 'LA' ? 'Please answer this question' : 'Please answer the question');
}

export function textAnswer(question: Question, answer: unknown): string {
  requireAnswer(question, answer);
  if (typeof answer !== 'string') refuse('Send the answer as text.');
  const max = question.type === 'LA' ? MAX_TEXT_ANSWER : MAX_SHORT_ANSWER;
  if (answer.length > max) refuse(`Your answer is too long: keep it under ${max.toLocaleString('en-IN')} characters.`);
  return answer;
}

/** MCQ: one choice id of this question. */
export function choiceAnswer(question: Question, answer: unknown): string {
  requireAnswer(question, answer);
  const ids = (question.choices ?? []).map((c) => c.id as string);
  if (Array.isArray(answer) && answer.length > 1) refuse('Choose only one option.');
  const id = Array.isArray(answer) ? answer[0] : answer;
  if (typeof id !== 'string' || !ids.includes(id)) refuse(`Choose one of the options ${ids.join(', ')}.`);
  return id;
}

/** MS and Wordcloud: distinct picks from the options (choice ids) or the word bank (words). */
export function picksAnswer(question: Question, answer: unknown, options: readonly string[], what: string): string[] {
  requireAnswer(question, answer);
  const picks = typeof answer === 'string' ? [answer] : answer;
  if (!Array.isArray(picks) || picks.some((p) => typeof p !== 'string')) refuse(`Send the selected ${what} as a list.`);
  const byLower = new Map(options.map((o) => [o.toLowerCase(), o]));
  const chosen = (picks as string[]).map(
    (p) =>
      byLower.get(p.trim().toLowerCase()) ??
      refuse(`${JSON.stringify(p.slice(0, 40))} is not one of the ${what} of this question.`),
  );
  if (new Set(chosen).size !== chosen.length) refuse(`Select each of the ${what} only once.`);
  return chosen;
}

/** Cloze types: one text per gap {{n}}, in order. */
export function gapsAnswer(question: Question, answer: unknown, gaps: number): string[] {
  requireAnswer(question, answer);
  if (!Array.isArray(answer) || answer.some((a) => typeof a !== 'string'))
    refuse('Send one answer for each gap, as a list.');
  if (answer.length !== gaps)
    refuse(`This question has ${gaps} gaps: send ${gaps} answers (you sent ${answer.length}).`);
  if ((answer as string[]).some((a) => a.length > MAX_GAP_ANSWER))
    refuse(`Each gap takes a word or a short phrase: keep it under ${MAX_GAP_ANSWER} characters.`);
  if ((answer as string[]).every((a) => a.trim() === '')) refuse('Please answer the question');
  return answer as string[];
}
