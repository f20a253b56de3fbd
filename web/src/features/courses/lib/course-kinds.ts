import type { CourseSummary } from '#shared/api/contract-course-lists';

/**
 * The three course list pages (spec 02 §2, "one per course type; the type is the last path
 * segment"), as data: which course types each lists, and what its empty state explains.
 */
export type CourseKind = 'online' | 'live' | 'coach';

export interface CourseKindInfo {
  kind: CourseKind;
  heading: string;
  /** What the visitor has not bought yet, in "You haven't bought any … yet". */
  noun: string;
  types: ReadonlyArray<CourseSummary['type']>;
  intro: string;
  /** The short explanation of the empty state. */
  explainer: string;
}

export const courseKinds: Record<CourseKind, CourseKindInfo> = {
  online: {
    kind: 'online',
    heading: 'Online Lessons',
    noun: 'online lessons',
    types: ['online'],
    intro: 'Self-paced courses: video lessons, practice sets and tests you take whenever it suits you.',
    explainer:
      'Online lessons are self-paced courses. Each one is a series of units with short video lessons, practice sets and tests, and your progress is saved as you go.',
  },
  live: {
    kind: 'live',
    heading: 'Live Classes',
    noun: 'live classes',
    types: ['live', 'live_junior'],
    intro: 'Classes with a teacher, at a set time, with practice between the sessions.',
    explainer:
      'Live classes are small online classes led by a teacher at a scheduled time, with activities to practise between sessions.',
  },
  coach: {
    kind: 'coach',
    heading: 'Coach Calls',
    noun: 'coach courses',
    types: ['coach', 'time_based_coach', 'call_based_coach'],
    intro: 'One-to-one calls with an English coach, with tasks to work on between calls.',
    explainer:
      'Coach courses pair you with an English coach for one-to-one calls. You book each call at a time that suits you and work on a task between calls.',
  },
};

/** Which list page a course belongs to (a course card's type badge, the course page's crumb). */
export function kindOfType(type: CourseSummary['type']): CourseKind {
  if (type === 'live' || type === 'live_junior') return 'live';
  if (type === 'online') return 'online';
  return 'coach';
}
