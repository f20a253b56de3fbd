import type { LevelResult } from '#shared/api/contract-assessment';
import * as keys from '../../data/keys';
import type { AttemptRecord } from './attempt-record';
import * as z from 'zod/mini';
import { record, type ItemSchema } from '../../lib/stored-items';
import { newestScores } from '../store';

/**
 * One item per finished levelled test (`USER#<learner>` / `SCORE#<submitted ISO>#<attempt>`), so
 * the score panel's last five are one Query, newest first, Limit 5.
 */
export interface ScoreEntry {
  attemptId: string;
  courseId: number;
  elementId: number;
  elementName: string;
  attemptName: string;
  submittedAt: string;
  levels: LevelResult;
}

export const scoreSchema: ItemSchema<ScoreEntry> = z.looseObject({
  attemptId: z.string(),
  courseId: z.number(),
  elementId: z.number(),
  elementName: z.string(),
  attemptName: z.string(),
  submittedAt: z.string(),
  levels: record<LevelResult>(),
});

export function historyItem(attempt: AttemptRecord, finishedAt: number): Record<string, unknown> | null {
  if (!attempt.levels || attempt.levels.o_level === null) return null;
  const submittedAt = new Date(finishedAt).toISOString();
  const entry: ScoreEntry = {
    attemptId: attempt.attemptId,
    courseId: attempt.courseId,
    elementId: attempt.elementId,
    elementName: attempt.elementName,
    attemptName: attempt.attemptName,
    submittedAt,
    levels: attempt.levels,
  };
  return { ...keys.scoreHistory(attempt.userId, submittedAt, attempt.attemptId), entity: 'score', ...entry };
}

/** The learner's latest finished tests, newest first. */
export async function latestScores(userId: string, limit = 5): Promise<ScoreEntry[]> {
  return newestScores(userId, limit, scoreSchema);
}

/** The levels of the learner's latest levelled test (the dashboards' 'levels out of 12'). */
export async function latestLevels(userId: string): Promise<LevelResult | null> {
  return (await latestScores(userId, 1))[0]?.levels ?? null;
}
