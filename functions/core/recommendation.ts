import type { Recommendation } from '#shared/api/contract-course-lists';
import { placementBand, PLACEMENT_COURSE_ID } from '#shared/content/placement';
import { levelBand } from '#shared/scoring/level-bands';
import { loadCourse } from './catalogue';

/**
 * The placement check's recommendation (decision 0436): the band's course, read from the
 * catalogue (cached), and its free first lesson — the first activity of its first unit when that
 * unit is a preview unit, which anyone signed in may take without buying (element-access.ts).
 */
export async function recommendationFor(overallLevel: number | null): Promise<Recommendation | null> {
  const band = placementBand(overallLevel);
  const course = await loadCourse(band.courseId);
  if (!course) return null;
  const firstUnit = course.units[0];
  const lesson =
    course.meta.preview_units > 0
      ? (firstUnit?.elements.find((e) => e.element_type === 'W') ?? firstUnit?.elements[0])
      : undefined;
  return {
    level: overallLevel,
    band: overallLevel === null ? null : levelBand(overallLevel),
    course_id: band.courseId,
    course_title: course.meta.course_name,
    product_id: band.productId,
    why: band.why,
    free_lesson: lesson ? { element_id: lesson.element_id, element_name: lesson.element_name } : null,
  };
}

/** Is this finished test the placement check? */
export function isPlacement(courseId: number): boolean {
  return courseId === PLACEMENT_COURSE_ID;
}
