import { useMemo } from 'react';
import type { CourseSummary } from '#shared/api/contract-course-lists';
import { useApi } from '../../../lib/api-client';

/** GET v1/courses: the learner's courses; a list page keeps those of its types (spec 02 §2). */
export function useCourseList(types: ReadonlyArray<CourseSummary['type']>) {
  const result = useApi('courses');
  const courses = useMemo(() => result.data?.filter((course) => types.includes(course.type)), [result.data, types]);
  return { ...result, courses };
}
