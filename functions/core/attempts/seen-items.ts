import * as keys from '../../data/keys';
import { prefixes } from '../../data/keys';
import * as z from 'zod/mini';
import { userItems } from '../../lib/user-items';
import type { ItemSchema } from '../../lib/stored-items';
import type { AttemptRecord } from './attempt-record';
import type { StoredQuestion } from '../question-pool';

/**
 * Questions a learner has already met (docs/scoring.md, "Items met again"). Several tests draw from
 * one item bank, so a child who sat the term test would meet many of its questions again in the
 * olympiad. Every finished adaptive attempt keeps the ids it asked, in the learner's own partition
 * (`USER#<id>` / `SEEN#<attemptId>`, written in the finishing transaction: nothing on the answers
 * before it), and a summative test, when it starts, reads them with one Query and leaves them out of
 * its pool. No item is shared between learners, so an olympiad day writes nothing hot.
 */
export interface SeenItems {
  attemptId: string;
  elementId: number;
  ids: number[];
}

const seenItemsSchema: ItemSchema<SeenItems> = z.looseObject({
  attemptId: z.string(),
  elementId: z.number(),
  ids: z.array(z.number()),
});

/**
 * Whether an element's attempts leave out what the learner has seen: summative tests (the olympiad's final test among
 * them).
 */
export function excludesSeen(elementType: AttemptRecord['elementType']): boolean {
  return elementType === 'S';
}

/** Every question id the learner was asked in a finished adaptive attempt (one Query of their partition). */
export async function seenQuestionIds(userId: string): Promise<Set<number>> {
  const items = await userItems(userId, prefixes.seenItems, seenItemsSchema);
  return new Set(items.flatMap((i) => i.ids));
}

/** The record of a finished adaptive attempt's questions, or null (authored activities, nothing asked). */
export function seenItemsPut(attempt: AttemptRecord): Record<string, unknown> | null {
  if (!attempt.adaptive) return null;
  const ids = attempt.responses.filter((r) => !r.instruction).map((r) => r.questionId);
  if (!ids.length) return null;
  const item: SeenItems = { attemptId: attempt.attemptId, elementId: attempt.elementId, ids };
  return { ...keys.seenItems(attempt.userId, attempt.attemptId), entity: 'seenItems', ...item };
}

/**
 * The pool without what the learner has seen (instruction pages stay). A question of a linked group
 * takes its group with it, so no page is asked half.
 */
export function unseenPool(pool: readonly StoredQuestion[], seen: ReadonlySet<number>): StoredQuestion[] {
  if (!seen.size) return [...pool];
  const groups = new Set(
    pool.filter((q) => seen.has(q.question_id) && q.linked_group !== undefined).map((q) => q.linked_group),
  );
  return pool.filter(
    (q) =>
      q.type === 'INS' || (!seen.has(q.question_id) && (q.linked_group === undefined || !groups.has(q.linked_group))),
  );
}
