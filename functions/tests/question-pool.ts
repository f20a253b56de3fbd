import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Question } from '#shared/schemas/content';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys } from '../data/keys';

/**
 * Questions as the importer stores them (`QUESTION#<id>`, with the course whose media they use).
 * Every answer needs its element's questions (the adaptive choice looks at the whole pool), so a
 * warm function keeps them for a few minutes: content changes only on import, and an attempt keeps
 * the ids it started with.
 */
export type StoredQuestion = Question & { courseId: number };

const CACHE_MS = 5 * 60_000;
const cache = new Map<number, { question: StoredQuestion; at: number }>();

export async function loadQuestions(ids: readonly number[], now = Date.now()): Promise<Map<number, StoredQuestion>> {
  const found = new Map<number, StoredQuestion>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const hit = cache.get(id);
    if (hit && now - hit.at < CACHE_MS) found.set(id, hit.question);
    else missing.push(id);
  }
  // BatchGetItem takes 100 keys; a banked test's pool is a few hundred, fetched side by side.
  const chunks = Array.from({ length: Math.ceil(missing.length / 100) }, (_, i) => missing.slice(i * 100, i * 100 + 100));
  await Promise.all(chunks.map((chunk) => fetchChunk(chunk, found, now)));
  return found;
}

async function fetchChunk(ids: readonly number[], found: Map<number, StoredQuestion>, now: number): Promise<void> {
  let request: Record<string, unknown>[] | undefined = ids.map((id) => keys.question(id));
  for (let round = 0; request?.length; round++) {
    if (round > 8) throw new Error('DynamoDB kept questions unprocessed.');
    if (round) await new Promise((r) => setTimeout(r, 20 * 2 ** round));
    const table = config().table('main');
    const result: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: request } } }));
    for (const item of result.Responses?.[table] ?? []) {
      const question = item as StoredQuestion;
      found.set(question.question_id, question);
      cache.set(question.question_id, { question, at: now });
    }
    request = result.UnprocessedKeys?.[table]?.Keys;
  }
}

/** The questions in the order given; an id the table no longer has is left out. */
export async function questionsInOrder(ids: readonly number[]): Promise<StoredQuestion[]> {
  const found = await loadQuestions(ids);
  return ids.map((id) => found.get(id)).filter((q): q is StoredQuestion => Boolean(q));
}
