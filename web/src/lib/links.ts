import { paths } from '../config/paths';
import { recommendedProductOf } from '#shared/content/placement';

/**
 * Links into the course and test screens, shared by every screen that sends a learner there (the
 * course page, the test page, the dashboards): the test page reads exactly these parameters.
 */
export function coursePath(courseId: number, options: { preview?: boolean; productId?: number } = {}): string {
  const query = new URLSearchParams({ course_id: String(courseId) });
  // A course not held opens as its preview (spec 02 §2 previewMode=1), not as a refusal; with its
  // product, the preview's 'Back to product page' leads there.
  if (options.preview) query.set('previewMode', '1');
  // A free lesson's way back (its attempt knows only the course) finds the product the placement recommends it in.
  const productId = options.preview ? (options.productId ?? recommendedProductOf(courseId)) : undefined;
  if (productId) query.set('productID', String(productId));
  return `${paths.myCourse}?${query.toString()}`;
}

/** Resumes an attempt in progress (spec 02 §4: "if an attempt id exists it opens that attempt"). */
export function attemptPath(attemptId: string): string {
  return `${paths.test}?${new URLSearchParams({ attempt_id: attemptId }).toString()}`;
}

/** Opens a finished attempt's answers (spec 02 §7: fetchattempt/{attemptId}/1). */
export function reviewPath(attemptId: string): string {
  return `${paths.test}?${new URLSearchParams({ attempt_id: attemptId, review: '1' }).toString()}`;
}

/** The test page shows the activity's instruction popup first (Start, Continue, Review Answer). */
export function instructionsPath(courseId: number, elementId: number): string {
  return `${paths.test}?${new URLSearchParams({ course_id: String(courseId), element_id: String(elementId) }).toString()}`;
}

/** Starts a new attempt: the test page calls POST startAttempt and replaces the URL with the attempt's. */
export function startAttemptPath(courseId: number, elementId: number): string {
  return `${paths.test}?${new URLSearchParams({ course_id: String(courseId), element_id: String(elementId), start: '1' }).toString()}`;
}

/**
 * The purchase route with productID (and the child it is for): 'Back to product page' in preview
 * mode, the completion popup's promo. Without a product, the products page.
 */
export function productPath(productId: string | null, childId?: string | null): string {
  if (!productId) return paths.buyCourse;
  const query = new URLSearchParams({ productID: productId });
  if (childId) query.set('childId', childId);
  return `${paths.purchase}?${query.toString()}`;
}
