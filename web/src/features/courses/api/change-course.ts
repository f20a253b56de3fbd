import { apiCall, type ApiResult } from '../../../lib/api-client';

/**
 * POST v1/courses { course_id } makes a course the active one (spec 02 §4, course change). One call
 * per course at a time: a page that renders twice (React's strict mode) shares the request.
 */
const inFlight = new Map<number, Promise<ApiResult<{ course_id: number }>>>();

export function changeCourse(courseId: number): Promise<ApiResult<{ course_id: number }>> {
  let pending = inFlight.get(courseId);
  if (!pending) {
    pending = apiCall('changeCourse', { course_id: courseId }).finally(() => inFlight.delete(courseId));
    inFlight.set(courseId, pending);
  }
  return pending;
}
