/**
 * The course lists' summary and the placement's recommendation: read by the account, assessment and
 * course contracts alike, so they live below all three. Referenced from `ResponseData` in contract.ts.
 */
/** A course in the learner's lists (spec 02 §3, course summary). */
export interface CourseSummary {
  course_id: number;
  course_title: string;
  percentcomplete: number;
  calendly_url: string | null;
  /** Valid until, India date (YYYY-MM-DD), or null when the enrolment never closes. */
  close_date: string | null;
  type: 'online' | 'live' | 'coach' | 'time_based_coach' | 'call_based_coach' | 'live_junior';
  /**
   * A live course's next class not yet over (UTC ISO), on the learner's course lists (GET v1/courses); null when none
   * is planned.
   */
  next_class?: { start: string; end: string } | null;
}

/**
 * What the placement check recommends (decision 0436): a course for the learner's level and its free
 * first lesson (null when the course has no activity in a preview unit). The dashboard shows it
 * after the placement, and so does the placement's completion popup.
 */
export interface Recommendation {
  /** The overall level the placement measured, out of 12 (null when it could not measure one). */
  level: number | null;
  /** The level's band ('Intermediate'), null with the level. */
  band: string | null;
  course_id: number;
  course_title: string;
  product_id: number;
  why: string;
  /** `progress` (the dashboard's): the learner began the free lesson, or finished it (decision 0830). */
  free_lesson: { element_id: number; element_name: string; progress?: 'started' | 'done' } | null;
}
