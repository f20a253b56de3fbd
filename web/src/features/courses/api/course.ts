import { useApi } from '../../../lib/api-client';

// Another course's details must never stand in for this one's while it loads.
const options = { keepPreviousData: false } as const;

/**
 * GET v1/courses/{id}, or in preview mode GET v1/courses/{id}/1 (spec 02 §7). `courseId` null waits
 * (the course change has not finished). `mutate` refetches: the reveal-time check uses it.
 */
export function useCourseDetails(courseId: number | null, preview: boolean) {
  const params = courseId === null ? undefined : { courseId };
  const regular = useApi(courseId !== null && !preview ? 'course' : null, undefined, params, options);
  const previewed = useApi(courseId !== null && preview ? 'coursePreview' : null, undefined, params, options);
  return preview ? previewed : regular;
}
