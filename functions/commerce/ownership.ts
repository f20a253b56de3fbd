import { isExpired, listEnrolments } from '../courses/learner-state';
import { parentLicences, unapplied } from '../family/child-licences';
import type { StoredProduct } from './catalogue';

/** What the caller already holds, for `is_purchased` and `is_parentpurchased` on the product cards. */
export async function ownership(userId: string): Promise<(p: StoredProduct) => { purchased: boolean; parentPurchased: boolean }> {
  const [enrolments, licences] = await Promise.all([listEnrolments(userId), parentLicences(userId)]);
  const open = new Set(enrolments.filter((e) => !isExpired(e)).map((e) => e.courseId));
  const held = new Set(unapplied(licences).map((l) => Number(l.productId)));
  return (p) => ({
    purchased: !p.for_child && p.courses.length > 0 && p.courses.every((c) => open.has(c)),
    parentPurchased: p.for_child && held.has(p.product_id),
  });
}
