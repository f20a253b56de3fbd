import { paths } from '../../../config/paths';

/**
 * Where the course screens send the learner. The test page (/test) arrives with the test-engine
 * issue; its route already exists, so these links are its contract.
 */
export function coursePath(courseId: number): string {
  return `${paths.myCourse}?${new URLSearchParams({ course_id: String(courseId) }).toString()}`;
}

/** Resumes an attempt in progress (spec 02 §4: "if an attempt id exists it opens that attempt"). */
export function attemptPath(attemptId: string): string {
  return `${paths.test}?${new URLSearchParams({ attempt_id: attemptId }).toString()}`;
}

/** Opens a finished attempt's answers (spec 02 §7: fetchattempt/{attemptId}/1). */
export function reviewPath(attemptId: string): string {
  return `${paths.test}?${new URLSearchParams({ attempt_id: attemptId, review: '1' }).toString()}`;
}

/**
 * Starts a new attempt. The start-attempt call (POST startAttempt) belongs to the test-engine issue:
 * the test page reads these parameters, starts the attempt and replaces the URL with its id.
 */
export function startAttemptPath(courseId: number, elementId: number): string {
  return `${paths.test}?${new URLSearchParams({ course_id: String(courseId), element_id: String(elementId), start: '1' }).toString()}`;
}

/** 'Back to product page' in preview mode (spec 02 §2: the purchase route with productID). */
export function productPath(productId: string | null): string {
  return productId ? `${paths.purchase}?${new URLSearchParams({ productID: productId }).toString()}` : paths.purchase;
}
