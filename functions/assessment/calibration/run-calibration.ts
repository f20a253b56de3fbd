import * as keys from '../../data/keys';
import { keptResponsesSchema, type KeptResponses } from '../../core/attempts/kept-responses';
import { queryDayShards } from '../../core/attempts/day-shards';
import { putCalibrationReport } from '../store';
import { calibrate, proposals, type Observation, type Proposal } from './rasch';

/**
 * One calibration run (the scheduled job and `npm run calibrate`): reads the responses kept in the
 * last `days` days (one Query per day and shard, never a Scan), estimates every item's difficulty
 * (rasch.ts), and writes a report of proposed levels for a person to accept. It never changes a
 * question: levels change only when someone edits the package and imports it again.
 */
export interface CalibrationReport {
  runAt: string;
  days: number;
  attempts: number;
  persons: number;
  items: number;
  converged: boolean;
  /** Items whose own guessing could be estimated, and those with too few answers from learners well below them. */
  guessing: { estimated: number; tooFewAnswers: number[] };
  proposals: Proposal[];
}

export async function keptResponses(days: number, now = Date.now()): Promise<KeptResponses[]> {
  return queryDayShards(days, now, (day, shard) => keys.responses(day, shard, '').pk, keptResponsesSchema);
}

export function observationsOf(kept: readonly KeptResponses[]): Observation[] {
  return kept.flatMap((k) =>
    k.responses.map(([item, level, score, guessing]) => ({
      person: k.attemptId,
      item,
      level,
      score,
      guessing: guessing ?? 0,
    })),
  );
}

export async function runCalibration(days: number, now = Date.now()): Promise<CalibrationReport> {
  const kept = await keptResponses(days, now);
  const result = calibrate(observationsOf(kept));
  const report: CalibrationReport = {
    runAt: new Date(now).toISOString(),
    days,
    attempts: kept.length,
    persons: result.persons,
    items: result.items.length,
    converged: result.converged,
    guessing: {
      estimated: result.items.filter((i) => i.guessing.estimated !== null).length,
      tooFewAnswers: result.items.filter((i) => i.guessing.estimated === null).map((i) => i.item),
    },
    proposals: proposals(result),
  };
  await putCalibrationReport(report);
  return report;
}
