import type { Question } from '#shared/schemas/content';
import { readCache } from '../lib/read-cache';
import { CONTENT_CACHE_SECONDS } from './catalogue';
import * as z from 'zod/mini';
import { checkedAs } from '../lib/stored-items';
import { readQuestionChunk } from './store';

/**
 * Questions as the importer stores them (`keys.question`, with the course whose media they use).
 * Every answer needs its element's questions (the adaptive choice looks at the whole pool), so a
 * warm function keeps each for CONTENT_CACHE_SECONDS (../lib/read-cache.ts): content changes only
 * on import, and an attempt keeps the ids it started with.
 */
export type StoredQuestion = Question & { courseId: number };

/** What the server computes with is checked; the importer validated the rest (decision 0714). */
const questionSchema = checkedAs<StoredQuestion>(
  z.looseObject({
    question_id: z.number(),
    courseId: z.number(),
    type: z.string(),
    domain: z.string(),
    qlevel: z.number(),
    question: z.string(),
    choices: z.optional(z.array(z.looseObject({}))),
    correct_answers: z.optional(z.array(z.string())),
    keywords: z.optional(z.array(z.string())),
  }),
);

const cache = readCache<StoredQuestion | undefined>('questions', { seconds: CONTENT_CACHE_SECONDS, maxEntries: 2000 });

export async function loadQuestions(ids: readonly number[], now = Date.now()): Promise<Map<number, StoredQuestion>> {
  // The ids not cached are read together: their loads all wait on one batch, started once every id was asked for.
  const missing: number[] = [];
  let batch: Promise<Map<number, StoredQuestion>> | undefined;
  const loadOne = (id: number) => () => {
    missing.push(id);
    batch ??= Promise.resolve().then(() => readQuestions(missing));
    return batch.then((found) => found.get(id));
  };
  const unique = [...new Set(ids)];
  const questions = await Promise.all(unique.map((id) => cache.get(String(id), loadOne(id), now)));
  return new Map(questions.filter((q): q is StoredQuestion => Boolean(q)).map((q) => [q.question_id, q]));
}

async function readQuestions(ids: readonly number[]): Promise<Map<number, StoredQuestion>> {
  const found = new Map<number, StoredQuestion>();
  // BatchGetItem takes 100 keys; a banked test's pool is a few hundred, fetched side by side.
  const chunks = Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) => ids.slice(i * 100, i * 100 + 100));
  await Promise.all(chunks.map((chunk) => readChunk(chunk, found)));
  return found;
}

async function readChunk(ids: readonly number[], found: Map<number, StoredQuestion>): Promise<void> {
  for (const question of await readQuestionChunk(ids, questionSchema)) found.set(question.question_id, question);
}

/** The questions in the order given; an id the table no longer has is left out. */
export async function questionsInOrder(ids: readonly number[]): Promise<StoredQuestion[]> {
  const found = await loadQuestions(ids);
  return ids.map((id) => found.get(id)).filter((q): q is StoredQuestion => Boolean(q));
}
