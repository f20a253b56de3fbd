import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { coachingKeys, type Coach, type CourseCoaching } from '../../functions/coach/coaching';

/** Coaches (availability, time off, meeting room) and which coach serves which course, from `infra/content/coaches.json`. */
export const defaultCoachesFile = path.resolve(import.meta.dirname, 'coaches.json');

export async function importCoaches(file = defaultCoachesFile): Promise<{ coaches: number }> {
  const { coaches, courses } = JSON.parse(readFileSync(file, 'utf8')) as { coaches: Coach[]; courses: CourseCoaching[] };
  const TableName = config().table('main');
  for (const coach of coaches) await db().send(new PutCommand({ TableName, Item: { ...coachingKeys.coach(coach.coach_id), entity: 'coach', ...coach } }));
  for (const course of courses) await db().send(new PutCommand({ TableName, Item: { ...coachingKeys.course(course.course_id), entity: 'coaching', ...course } }));
  return { coaches: coaches.length };
}
