import type { ChildTestCard } from '#shared/api/contract-accounts';
import { paths } from '../../../config/paths';

/**
 * The child dashboard's test cards (spec 01 §2, 02 §2). Practice test: attempts left are total
 * attempts minus completed, or Review once all are used. Final test: one attempt of 25 minutes,
 * then the report. Links go to the test page through lib/links.ts, as the course page's do.
 */
export const FINAL_TEST_MINUTES = 25;

export type TestAction = 'start' | 'continue' | 'review';

/** Null: the practice may be taken as often as the child wants (decision 430). */
export function attemptsLeft(card: ChildTestCard): number | null {
  return card.total_attempts === null ? null : Math.max(0, card.total_attempts - card.completed);
}

export function practiceAction(card: ChildTestCard): TestAction {
  if (attemptsLeft(card) === 0) return 'review';
  return card.attempt_id ? 'continue' : 'start';
}

/** The final test has one attempt: once it is completed only the report remains. */
export function finalAction(card: ChildTestCard): TestAction | 'done' {
  if (card.completed > 0) return 'done';
  return card.attempt_id ? 'continue' : 'start';
}

export function buyForChildPath(childId: string): string {
  return `${paths.buyCourse}?${new URLSearchParams({ childId }).toString()}`;
}
