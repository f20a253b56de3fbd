import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import { readCache } from '../lib/read-cache';
import type { ItemSchema } from '../lib/stored-items';
import { isConditionFailure } from '../data/keys';
import { transact, type TransactItem } from '../lib/transactions';
import { classScoreItems, classScoresBeforeShards, classScoreShards } from './store';

/**
 * The children's final-test scores of each class as a histogram (a count per level 1–12 and the
 * total), so a percentile is a few small reads, never a Scan. On an olympiad the whole country's
 * Class 7 finishes within minutes, so no item is written by every finish (docs/data-model.md,
 * "Class scores"):
 *
 * - the histogram is CLASS_SCORE_SHARDS shards, a child's always the same one (a hash of their id),
 *   kept in CLASS_SCORE_PARTITIONS partitions (`CLASSSCORES#<grade>#<p>` / `SHARD#<nn>`);
 * - the finishing transaction writes only the child's own mark (`USER#<child>` /
 *   `CLASSSCORE#<attempt>`, `counted: false`); right after it, a follow-up transaction turns the
 *   mark to counted and adds one to the child's shard. The mark's condition makes the count happen
 *   once whatever repeats it; two children of one shard colliding (TransactionConflict) retry.
 *   A count that could not be made (the function stopped, DynamoDB throttled) stays pending on the
 *   mark and is made when the child next reads their percentile (`countPendingScores`).
 */
export const MIN_COHORT = 20;
export const CLASS_SCORE_SHARDS = 100;
export const CLASS_SCORE_PARTITIONS = 4;
/** How long a warm function serves a class's totals (docs/decisions.md). */
const TOTALS_SECONDS = 5;

export interface ClassScoreMark {
  userId: string;
  attemptId: string;
  grade: number;
  /** The level's bucket, 1–12. */
  bucket: number;
}

/** A child's mark as kept under the child, with whether the class's histogram has counted it (decision 0714). */
export const classScoreMarkSchema: ItemSchema<ClassScoreMark & { counted: boolean }> = z.looseObject({
  userId: z.string(),
  attemptId: z.string(),
  grade: z.number(),
  bucket: z.number(),
  counted: z.boolean(),
});

export function bucketOf(level: number): number {
  return Math.min(12, Math.max(1, Math.round(level)));
}

/** The child's shard: the same for every finish of theirs, spread evenly over the shards. */
export function shardOf(userId: string): number {
  let h = 2166136261;
  for (const ch of userId) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h % CLASS_SCORE_SHARDS;
}

/** The child's own mark, written in the transaction that finishes their final test. */
export function classScoreMarkPut(mark: ClassScoreMark): TransactItem {
  return classScoreItems.putMark(mark);
}

/**
 * Adds the finish to its class's shard, once: the mark turns from pending to counted in the same
 * transaction. False when the mark says it was counted already.
 */
export async function countClassScore(mark: ClassScoreMark, tries = 5): Promise<boolean> {
  const shard = shardOf(mark.userId);
  for (let round = 1; ; round++) {
    try {
      await transact([
        classScoreItems.updateMark(mark.userId, mark.attemptId, {
          UpdateExpression: 'SET counted = :yes',
          ConditionExpression: 'counted = :no',
          ExpressionAttributeValues: { ':yes': true, ':no': false },
        }),
        classScoreItems.updateShard(mark.grade, shard % CLASS_SCORE_PARTITIONS, shard, {
          UpdateExpression: 'SET entity = :entity ADD #bucket :one, #total :one',
          ExpressionAttributeNames: { '#bucket': `l${mark.bucket}`, '#total': 'total' }, // TOTAL is a reserved word
          ExpressionAttributeValues: { ':entity': 'classScores', ':one': 1 },
        }),
      ]);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      if (round >= tries || !isCollision(error)) throw error;
      await sleep(10 * 2 ** round * Math.random());
    }
  }
}

/** Another child's count on the same shard at the same moment (or DynamoDB asking for patience). */
function isCollision(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? '';
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return (
    name === 'TransactionConflictException' ||
    reasons.some((r) => r.Code === 'TransactionConflict' || r.Code === 'ThrottlingError')
  );
}

/** Counts the child's finishes whose count is still pending (the percentile they are about to see includes them). */
export async function countPendingScores(marks: ReadonlyArray<ClassScoreMark & { counted?: boolean }>): Promise<void> {
  await Promise.all(marks.filter((m) => m.counted === false).map((m) => countClassScore(m)));
}

const totals = readCache<Record<string, number>>('class_scores', { seconds: TOTALS_SECONDS, maxEntries: 20 });

/** A class's histogram: the sum of its shards (one Query a partition), and the one item counted before the shards. */
export function classCounts(grade: number): Promise<Record<string, number>> {
  return totals.get(String(grade), async () => {
    const partitions = Array.from({ length: CLASS_SCORE_PARTITIONS }, (_, p) => classScoreShards(grade, p));
    const legacy = classScoresBeforeShards(grade);
    const items = [...(await Promise.all(partitions)).flat(), (await legacy) ?? {}];
    const counts: Record<string, number> = {};
    for (const item of items) {
      for (const [name, value] of Object.entries(item))
        if (/^(l\d+|total)$/.test(name) && typeof value === 'number') counts[name] = (counts[name] ?? 0) + value;
    }
    return counts;
  });
}

/**
 * The share of the class who scored below the child, counting ties as half (the usual percentile
 * rank), or null with the reason while the class has fewer than MIN_COHORT scores.
 */
export function percentileRank(counts: Record<string, number>, level: number): number {
  const total = counts.total ?? 0;
  const bucket = bucketOf(level);
  let below = 0;
  for (let l = 1; l < bucket; l++) below += counts[`l${l}`] ?? 0;
  return Math.round((100 * (below + 0.5 * (counts[`l${bucket}`] ?? 0))) / total);
}

export async function classPercentile(
  grade: number,
  level: number,
): Promise<{ percentile: number | null; cohort: number }> {
  const counts = await classCounts(grade);
  const cohort = counts.total ?? 0;
  return { percentile: cohort >= MIN_COHORT ? percentileRank(counts, level) : null, cohort };
}
