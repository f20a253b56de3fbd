import type { LevelResult } from '#shared/api/contract-assessment';
import * as keys from '../../data/keys';
import type { AttemptRecord } from './attempt-record';
import { shardOf } from './kept-responses';
import { queryDayShards } from './day-shards';
import type { PersonFit } from './attempt-record';
import * as z from 'zod/mini';
import { record, type ItemSchema } from '../../lib/stored-items';

/**
 * Summative sittings whose answers look aberrant (person-fit.ts), kept for staff to review
 * (docs/scoring.md, "Aberrant patterns"). The fit itself is on every adaptive attempt; a flagged
 * summative one is also written here, in its finishing transaction, by finishing day and shard
 * (like the kept responses: no partition takes a day's writes), so `npm run flagged` lists a day's
 * with a few Queries. Nothing here reaches the learner, whose levels stand as shown.
 */
export interface FlaggedSitting {
  attemptId: string;
  userId: string;
  courseId: number;
  elementId: number;
  elementName: string;
  finishedAt: string;
  levels: LevelResult | null;
  personFit: PersonFit;
}

const flaggedSittingSchema: ItemSchema<FlaggedSitting> = z.looseObject({
  attemptId: z.string(),
  userId: z.string(),
  courseId: z.number(),
  elementId: z.number(),
  elementName: z.string(),
  finishedAt: z.string(),
  levels: z.nullable(record<LevelResult>()),
  personFit: record<PersonFit>(),
});

/** The key of an attempt's flagged-sitting item, derived from the attempt alone (the erase finds it so). */
export function flaggedSittingKey(attemptId: string, finishedAt: string) {
  return keys.flaggedSitting(finishedAt.slice(0, 10), shardOf(attemptId), attemptId);
}

export function flaggedSittingPut(attempt: AttemptRecord): Record<string, unknown> | null {
  if (attempt.elementType !== 'S' || !attempt.personFit?.flagged) return null;
  const finishedAt = new Date(attempt.finishedAt ?? Date.now()).toISOString();
  const item: FlaggedSitting = {
    attemptId: attempt.attemptId,
    userId: attempt.userId,
    courseId: attempt.courseId,
    elementId: attempt.elementId,
    elementName: attempt.elementName,
    finishedAt,
    levels: attempt.levels ?? null,
    personFit: attempt.personFit,
  };
  return {
    ...flaggedSittingKey(attempt.attemptId, finishedAt),
    entity: 'flaggedSitting',
    ...item,
  };
}

/** The flagged sittings finished in the last `days` days (one Query per day and shard, never a Scan), newest first. */
export async function flaggedSittings(days: number, now = Date.now()): Promise<FlaggedSitting[]> {
  const all = await queryDayShards(
    days,
    now,
    (day, shard) => keys.flaggedSitting(day, shard, '').pk,
    flaggedSittingSchema,
  );
  return all.sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
}
