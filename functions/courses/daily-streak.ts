import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DailyStreak } from '#shared/api/contract-accounts';
import { courseFlags } from '#shared/content/course-flags';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys, prefixes } from '../data/keys';
import { todayIst } from './learner-state';

/**
 * The daily streak (spec 01 §2: the Daily widget 'keeps your streak going'): one item per India day
 * on which the learner finished the daily activity (course 0, element 246), written in the same
 * transaction that finishes the attempt, so a finished step is never missing from the streak.
 */
interface Finished {
  userId: string;
  courseId: number;
  elementId: number;
  finishedAt?: number;
}

const DAY_MS = 86_400_000;
/** Longest streak counted; one Query page of small items. */
const MAX_DAYS = 366;

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

export function dailyDoneItem(attempt: Finished, now = Date.now()): Record<string, unknown> | null {
  if (courseFlags(attempt.courseId).daily?.elementId !== attempt.elementId) return null;
  const day = todayIst(attempt.finishedAt ?? now);
  return { ...keys.dailyDone(attempt.userId, day), entity: 'dailyDone', day };
}

/** Consecutive days ending today, or ending yesterday while today's step is still to do. */
export function streakFrom(daysNewestFirst: readonly string[], now = Date.now()): DailyStreak {
  const today = todayIst(now);
  const doneToday = daysNewestFirst[0] === today;
  let expected = doneToday ? today : dayBefore(today);
  let days = 0;
  for (const day of daysNewestFirst) {
    if (day === today && !doneToday) continue;
    if (day !== expected) break;
    days += 1;
    expected = dayBefore(expected);
  }
  return { days, done_today: doneToday };
}

export async function dailyStreak(userId: string, now = Date.now()): Promise<DailyStreak> {
  const result = await db().send(
    new QueryCommand({
      TableName: config().table('main'),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': prefixes.dailyDone },
      ProjectionExpression: 'sk',
      ScanIndexForward: false,
      Limit: MAX_DAYS,
    }),
  );
  return streakFrom((result.Items ?? []).map((item) => String(item.sk).slice(prefixes.dailyDone.length)), now);
}
