import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { coachingKeys, type Coach, type CourseCoaching } from '../../functions/coach/coaching';
import { speakingTestKey, type SpeakingTestCoaching } from '../../functions/coach/child-slot';

/**
 * Coaches (availability, time off, meeting room), which coach serves which course, and which coach
 * takes each children's speaking test (by product), from `infra/content/coaches.json`.
 */
export const defaultCoachesFile = path.resolve(import.meta.dirname, 'coaches.json');

export async function importCoaches(file = defaultCoachesFile): Promise<{ coaches: number }> {
  const { coaches, courses, speaking_tests = [] } = JSON.parse(readFileSync(file, 'utf8')) as { coaches: Coach[]; courses: CourseCoaching[]; speaking_tests?: SpeakingTestCoaching[] };
  const TableName = config().table('main');
  for (const coach of coaches) await db().send(new PutCommand({ TableName, Item: { ...coachingKeys.coach(coach.coach_id), entity: 'coach', ...coach } }));
  for (const course of courses) await db().send(new PutCommand({ TableName, Item: { ...coachingKeys.course(course.course_id), entity: 'coaching', ...course } }));
  for (const test of speaking_tests) await db().send(new PutCommand({ TableName, Item: { ...speakingTestKey(test.product_id), entity: 'speakingTest', ...test } }));
  return { coaches: coaches.length };
}
