import type { CourseStructure } from './catalogue';

/** A learner's progress in one element of a course (item `COURSE#<id>#P#<element>`). */
export interface ElementProgress {
  elementId: number;
  completed: boolean;
  completionCount: number;
  percentComplete: number;
  /** The percentage of the latest finished attempt (absent before one finished, or before it was kept). */
  lastScore?: number;
  /** An attempt in progress, to continue. */
  attemptId?: string;
  /** Finished attempts that may be reviewed, newest last. */
  reviewAttempts?: string[];
}

/**
 * How far a learner is through a course: the one figure the dashboard, Up Next, the course lists, the course page
 * and the child's and parent's views show (decision 0830). Derived from the learner's progress items and the
 * course's activities each time it is read, never from a copy kept beside them, so an activity done before the
 * course was bought (a preview's free lesson) counts at once, and no screen can lag behind another.
 */
interface CourseProgress {
  completed: number;
  total: number;
  percent: number;
}

export function courseProgress(
  course: CourseStructure,
  progress: ReadonlyMap<number, ElementProgress>,
): CourseProgress {
  const activities = course.units.flatMap((unit) => unit.elements);
  const completed = activities.filter((element) => progress.get(element.element_id)?.completed).length;
  const total = activities.length;
  return { completed, total, percent: total ? Math.round((completed / total) * 100) : 0 };
}
