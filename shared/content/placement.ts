/**
 * What the placement check (course 428) recommends (decision 0436): the overall level out
 * of 12 picks a course, and the recommendation opens with that course's free first lesson (its
 * first activity, in a preview unit). The bands follow the scale's (shared/scoring/thresholds.ts):
 * Beginner and Elementary (below 5), Intermediate and Upper Intermediate (5 to below 9), Advanced
 * and Mastery (9 and above); a placement that could not measure a level (too few answers) gets the
 * first band's course.
 */
export interface PlacementBand {
  /** The band holds overall levels below this one. */
  below: number;
  courseId: number;
  /** The product that sells the course (its Learn More page). */
  productId: number;
  /** Why this course, in one sentence the learner reads. */
  why: string;
}

export const PLACEMENT_COURSE_ID = 428;

export const placementBands: readonly PlacementBand[] = [
  {
    below: 5,
    courseId: 101,
    productId: 5001,
    why: 'Everyday conversations, cafés, directions and short e-mails: the English to build on first.',
  },
  {
    below: 9,
    courseId: 101,
    productId: 5001,
    why: 'You understand most everyday English; this course makes you quicker and surer at speaking and writing it.',
  },
  {
    below: Infinity,
    courseId: 507,
    productId: 5003,
    why: 'Your English is strong: clear business writing (e-mails, reports, proposals) is the next step.',
  },
];

export function placementBand(overallLevel: number | null): PlacementBand {
  const level = overallLevel ?? 0;
  return placementBands.find((b) => level < b.below) ?? placementBands[placementBands.length - 1]!;
}

/**
 * The product a recommended course is sold in, for a free lesson's way back to it (its preview's 'Back to product
 * page').
 */
export function recommendedProductOf(courseId: number): number | undefined {
  return placementBands.find((b) => b.courseId === courseId)?.productId;
}
