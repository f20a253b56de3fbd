import type { AttemptRecord } from './attempt-record';
import * as keys from '../../data/keys';
import * as z from 'zod/mini';
import type { ItemSchema } from '../../lib/stored-items';

/**
 * Every scored response is kept with the item's level at the time, one item per finished attempt,
 * written in the transaction that finishes it (`RESPONSES#<day>#<shard>` / attempt id). No learner
 * id: calibration needs only which answers came from the same sitting.
 */
/**
 * 32 shards a day: an olympiad's deadline finishes thousands of attempts a minute, and each shard is
 * one partition (about 1,000 writes a second at most); the weekly job reads 32 small Queries a day.
 */
export const RESPONSE_SHARDS = 32;

/** The schema a day's kept responses are read through (decision 0714). */
export const keptResponsesSchema: ItemSchema<KeptResponses> = z.looseObject({
  attemptId: z.string(),
  courseId: z.number(),
  elementId: z.number(),
  finishedAt: z.string(),
  responses: z.array(
    z.union([z.tuple([z.number(), z.number(), z.number()]), z.tuple([z.number(), z.number(), z.number(), z.number()])]),
  ),
});

export interface KeptResponses {
  attemptId: string;
  courseId: number;
  elementId: number;
  finishedAt: string;
  /**
   * [question id, its level when asked, score 0..1, its guessing when asked]; skipped and
   * awaiting-review answers left out. The guessing is absent on responses kept before it existed (0).
   */
  responses: Array<[number, number, number] | [number, number, number, number]>;
}

export function shardOf(attemptId: string): number {
  let h = 0;
  for (const ch of attemptId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % RESPONSE_SHARDS;
}

export function keptResponsesItem(attempt: AttemptRecord, finishedAt: number): Record<string, unknown> | null {
  const responses = attempt.responses
    .filter((r) => r.score !== null && r.score >= 0 && r.score <= 1 && r.verdict !== 'unsure')
    .map((r): [number, number, number, number] => [r.questionId, r.qlevel, r.score!, r.guessing ?? 0]);
  if (!responses.length) return null;
  const iso = new Date(finishedAt).toISOString();
  const kept: KeptResponses = {
    attemptId: attempt.attemptId,
    courseId: attempt.courseId,
    elementId: attempt.elementId,
    finishedAt: iso,
    responses,
  };
  return {
    ...keys.responses(iso.slice(0, 10), shardOf(attempt.attemptId), attempt.attemptId),
    entity: 'responses',
    ...kept,
  };
}
