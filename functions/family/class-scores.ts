import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../lib/config';
import { db } from '../lib/aws';
import type { TransactItem } from '../data/transactions';

/**
 * The children's final-test scores of each class as a histogram (`CLASSSCORES#<grade>` / `HIST`:
 * a count per level 1–12 and the total), kept up to date by each finished final test in the same
 * transaction that records it, so a percentile is one GetItem, never a Scan.
 */
export const MIN_COHORT = 20;

export const classScoresKey = (grade: number) => ({ pk: `CLASSSCORES#${grade}`, sk: 'HIST' });

/** The histogram update for one more child of `grade` scoring `level`. */
export function classScoreUpdate(grade: number, level: number): TransactItem {
  const bucket = Math.min(12, Math.max(1, Math.round(level)));
  return {
    Update: {
      TableName: config().table('main'),
      Key: classScoresKey(grade),
      UpdateExpression: 'SET entity = :entity ADD #bucket :one, #total :one',
      ExpressionAttributeNames: { '#bucket': `l${bucket}`, '#total': 'total' }, // TOTAL is a reserved word
      ExpressionAttributeValues: { ':entity': 'classScores', ':one': 1 },
    },
  };
}

/**
 * The share of the class who scored below the child, counting ties as half (the usual percentile
 * rank), or null with the reason while the class has fewer than MIN_COHORT scores.
 */
export function percentileRank(counts: Record<string, number>, level: number): number {
  const total = counts.total ?? 0;
  const bucket = Math.min(12, Math.max(1, Math.round(level)));
  let below = 0;
  for (let l = 1; l < bucket; l++) below += counts[`l${l}`] ?? 0;
  return Math.round((100 * (below + 0.5 * (counts[`l${bucket}`] ?? 0))) / total);
}

export async function classPercentile(grade: number, level: number): Promise<{ percentile: number | null; cohort: number }> {
  const result = await db().send(new GetCommand({ TableName: config().table('main'), Key: classScoresKey(grade) }));
  const counts = (result.Item ?? {}) as Record<string, number>;
  const cohort = counts.total ?? 0;
  return { percentile: cohort >= MIN_COHORT ? percentileRank(counts, level) : null, cohort };
}
