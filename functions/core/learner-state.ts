import type { CourseSummary } from '#shared/api/contract-course-lists';
import { indexKeys } from '../data/keys';
import { loadCourse } from './catalogue';
import { courseProgress, type ElementProgress } from './course-progress';
import { courseStateItems, putEnrolmentOnce } from './store';
import * as z from 'zod/mini';
import { parseItem, type ItemSchema } from '../lib/stored-items';
import { enrolmentSchema, type Enrolment } from './store/learning';
export { enrolmentSchema, type Enrolment } from './store/learning';

/**
 * What one learner has of a course: the enrolment (bought or granted, open and close dates) and
 * progress per activity (written by the test engine). Both live under `USER#<id>` with the sort key
 * prefix `COURSE#<id>#`, so the course page reads them in one Query; enrolments are also indexed
 * (gsi1 `ENROLMENTS#<user>`) for the course lists.
 */

/** The schema a progress item is read through (decision 0714). */
export const progressSchema: ItemSchema<ElementProgress> = z.looseObject({
  elementId: z.number(),
  completed: z.boolean(),
  completionCount: z.number(),
  percentComplete: z.number(),
  lastScore: z.optional(z.number()),
  attemptId: z.optional(z.string()),
  reviewAttempts: z.optional(z.array(z.string())),
});

export interface CourseState {
  enrolment?: Enrolment;
  progress: Map<number, ElementProgress>;
}

export async function loadCourseState(userId: string, courseId: number): Promise<CourseState> {
  return statesByCourse(await courseStateItems(userId, courseId)).get(courseId) ?? { progress: new Map() };
}

function statesByCourse(items: Array<Record<string, unknown>>): Map<number, CourseState> {
  const states = new Map<number, CourseState>();
  for (const item of items) {
    const courseId = Number(String(item.sk).split('#')[1]); // COURSE#<id>#ENROL, COURSE#<id>#P#<element>
    const state: CourseState = states.get(courseId) ?? { progress: new Map() };
    states.set(courseId, state);
    if (item.entity === 'enrolment') state.enrolment = parseItem(enrolmentSchema, item);
    else if (item.entity === 'progress') {
      const progress = parseItem(progressSchema, item);
      state.progress.set(progress.elementId, progress);
    }
  }
  return states;
}

/** An enrolment as the course lists show it (spec 02 §3, course summary). */
export function courseSummary(e: Enrolment): CourseSummary {
  return {
    course_id: e.courseId,
    course_title: e.courseTitle,
    percentcomplete: e.percentComplete,
    calendly_url: e.calendlyUrl ?? null,
    close_date: e.closeDate ?? null,
    type: e.courseType,
  };
}

/**
 * The learner's enrolments, each with its percent complete as the course page counts it (./course-progress.ts): one
 * Query of the learner's course items, the courses' activities from the function's short-lived cache.
 */
export async function listEnrolments(userId: string): Promise<Enrolment[]> {
  const held = [...statesByCourse(await courseStateItems(userId)).values()]
    .filter((s) => s.enrolment)
    .sort((a, b) => a.enrolment!.courseId - b.enrolment!.courseId);
  return Promise.all(
    held.map(async ({ enrolment, progress }) => {
      const course = await loadCourse(enrolment!.courseId);
      // A course whose activities are not in the catalogue (an old grant) keeps the figure stored with it.
      const percent = course?.units.length ? courseProgress(course, progress).percent : enrolment!.percentComplete;
      return { ...enrolment!, percentComplete: percent };
    }),
  );
}

/**
 * The index entry of an enrolment that closes: gsi2 `EXPIRES#<close date>`, so the daily reminder
 * job finds the courses closing on a day with one Query (functions/courses/expiry-reminders.ts).
 */
export function expiryIndex(
  userId: string,
  courseId: number,
  closeDate: string | undefined,
): { gsi2pk?: string; gsi2sk?: string } {
  return closeDate ? indexKeys.expiry(closeDate, userId, courseId) : {};
}

/** Enrols a learner unless they already are (an existing enrolment and its dates are kept). */
export async function enrolOnce(enrolment: Enrolment): Promise<void> {
  await putEnrolmentOnce(enrolment, expiryIndex(enrolment.userId, enrolment.courseId, enrolment.closeDate)).catch(
    (error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    },
  );
}

/** Today in India (enrolment dates are India dates). */
export function todayIst(now = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

export function isExpired(enrolment: Enrolment, now = Date.now()): boolean {
  return Boolean(enrolment.closeDate && enrolment.closeDate < todayIst(now));
}
