import type { Question } from '#shared/schemas/content';

/**
 * Pages of a test: one question each, except linked questions (same `linked_group`), which share a
 * page and are answered in one submission (spec 02 §4 multi-question accordion). A group sits where
 * its first question is in the authored order.
 */
type Pooled = Pick<Question, 'question_id' | 'linked_group' | 'type'>;

export function authoredPages(pool: readonly Pooled[]): number[][] {
  const pages: number[][] = [];
  const groups = new Map<number, number[]>();
  for (const q of pool) {
    if (q.linked_group === undefined) {
      pages.push([q.question_id]);
      continue;
    }
    const group = groups.get(q.linked_group);
    if (group) group.push(q.question_id);
    else {
      const page = [q.question_id];
      groups.set(q.linked_group, page);
      pages.push(page);
    }
  }
  return pages;
}

/** The page a question belongs to: itself, or its whole linked group. */
export function pageOf(questionId: number, pool: readonly Pooled[]): number[] {
  return authoredPages(pool).find((page) => page.includes(questionId)) ?? [questionId];
}

/** The first page none of whose questions has been answered, or null when all are done. */
export function nextAuthoredPage(pool: readonly Pooled[], answered: readonly number[]): number[] | null {
  const done = new Set(answered);
  return authoredPages(pool).find((page) => page.every((id) => !done.has(id))) ?? null;
}

/** Instruction pages come first in every test, adaptive ones included. */
export function nextInstructionPage(pool: readonly Pooled[], answered: readonly number[]): number[] | null {
  const done = new Set(answered);
  const ins = pool.find((q) => q.type === 'INS' && !done.has(q.question_id));
  return ins ? [ins.question_id] : null;
}

/** Whether two pages hold the same questions (a submission must answer exactly the page asked). */
export function samePage(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
