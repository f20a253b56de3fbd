import type { TestQuestion } from '#shared/api/contract-assessment';
import type { UserAnswer } from '#shared/schemas/assessment';
import type { Draft } from '../../lib/answers';
import { answerKind } from '../../lib/question-kinds';

/** A sent answer as a list (a choice id, a text, nothing). */
export function answerList(answer: UserAnswer | null | undefined): string[] {
  if (answer === null || answer === undefined) return [];
  return Array.isArray(answer) ? answer : [answer];
}

/** The sent answer in the shape the question's control shows (for 'See question again'). */
export function draftFromAnswer(question: TestQuestion, answer: UserAnswer | null | undefined): Draft {
  const kind = answerKind(question);
  if (kind === 'none' || kind === 'spoken' || kind === 'video') return undefined;
  if (kind === 'single' || kind === 'writing') return answerList(answer)[0] ?? '';
  return answerList(answer);
}

/** Accepted texts are written with '|' between alternatives ('is|'s'): shown as "is or 's". */
export function alternatives(accepted: string | undefined): string {
  return (accepted ?? '')
    .split('|')
    .map((text) => text.trim())
    .filter(Boolean)
    .join(' or ');
}
