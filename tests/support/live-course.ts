import { randomInt } from 'node:crypto';
import { partition, putItem } from './table';

/**
 * A live course whose classes meet when a test needs them: a copy of a seeded live course (Live
 * Spoken English, 201, by default) under a fresh course id, its live classes in order starting at
 * `starts` (epoch ms, rounded down to the minute: packages give India date and time to the minute).
 * A fresh id, so no server's content cache holds it yet. Returns the new id.
 */
export async function liveCourseAt(starts: number[], from = 201): Promise<number> {
  const courseId = 900_000 + randomInt(90_000);
  const items = (await partition(`COURSE#${from}`)).sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
  const classes = items
    .filter((i) => i.class_date)
    .sort((a, b) => a.unitOrder - b.unitOrder || a.position - b.position);
  for (const item of items) {
    const copy: Record<string, unknown> = { ...item, pk: `COURSE#${courseId}` };
    if ('course_id' in copy) copy.course_id = courseId;
    if ('courseId' in copy) copy.courseId = courseId;
    const at = starts[classes.indexOf(item)];
    if (at !== undefined) {
      // India time (UTC+5:30, no summer time) as the package writes it.
      const india = new Date(Math.floor(at / 60_000) * 60_000 + 330 * 60_000).toISOString();
      copy.class_date = india.slice(0, 10);
      copy.class_time = india.slice(11, 16);
    }
    await putItem(copy);
  }
  return courseId;
}
