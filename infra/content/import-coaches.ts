import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import * as keys from '../../functions/data/keys';
import type { Coach, CourseCoaching } from '../../functions/coach/coaching';
import type { SpeakingTestCoaching } from '../../functions/coach/child-slot';

/**
 * Coaches (availability, time off, meeting room), which coach serves which course, and which coach
 * takes each children's speaking test (by product), from `infra/content/coaches.json`.
 */
export const defaultCoachesFile = path.resolve(import.meta.dirname, 'coaches.json');

export async function importCoaches(file = defaultCoachesFile): Promise<{ coaches: number }> {
  const {
    coaches,
    courses,
    speaking_tests = [],
  } = JSON.parse(readFileSync(file, 'utf8')) as {
    coaches: Coach[];
    courses: CourseCoaching[];
    speaking_tests?: SpeakingTestCoaching[];
  };
  const TableName = config().table('main');
  // Name and room follow the file; the weekly hours and days off are only seeded: once a coach edits
  // them in the workspace (functions/coach/availability.ts) a restart must not put the file's back.
  for (const coach of coaches) {
    await db().send(
      new UpdateCommand({
        TableName,
        Key: keys.coach(coach.coach_id),
        UpdateExpression:
          'SET entity = :entity, coach_id = :id, #name = :name, meeting_url = :room, availability = if_not_exists(availability, :hours), time_off = if_not_exists(time_off, :off)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':entity': 'coach',
          ':id': coach.coach_id,
          ':name': coach.name,
          ':room': coach.meeting_url,
          ':hours': coach.availability,
          ':off': coach.time_off,
        },
      }),
    );
  }
  for (const course of courses)
    await db().send(
      new PutCommand({ TableName, Item: { ...keys.courseCoaching(course.course_id), entity: 'coaching', ...course } }),
    );
  for (const test of speaking_tests)
    await db().send(
      new PutCommand({ TableName, Item: { ...keys.speakingTest(test.product_id), entity: 'speakingTest', ...test } }),
    );
  return { coaches: coaches.length };
}
