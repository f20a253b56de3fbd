import { isExpired, listEnrolments } from '../core/learner-state';
import { availableFor, heldProducts, parentLicences, unapplied } from '../core/child-licences';
import type { StoredProduct } from './catalogue';
import type { Buyer } from './buyer';

type Owned = (p: StoredProduct) => { purchased: boolean; parentPurchased: boolean };

/**
 * What the buyer already holds, for `is_purchased` and `is_parentpurchased` on the product cards:
 * for themselves, every course of the product open; for a child, the product's licence applied to
 * that child (`is_purchased`) or one the parent holds that the child may take (`is_parentpurchased`).
 */
export async function ownership(buyer: Buyer | string): Promise<Owned> {
  const { payerId, child } = typeof buyer === 'string' ? { payerId: buyer, child: undefined } : buyer;
  if (child) {
    const licences = await parentLicences(payerId);
    const held = heldProducts(child.link);
    const waiting = new Set(availableFor(child.link, licences).map((l) => l.productId));
    return (p) => ({
      purchased: p.for_child && held.has(String(p.product_id)),
      parentPurchased: p.for_child && waiting.has(String(p.product_id)),
    });
  }
  const [enrolments, licences] = await Promise.all([listEnrolments(payerId), parentLicences(payerId)]);
  const open = new Set(enrolments.filter((e) => !isExpired(e)).map((e) => e.courseId));
  const held = new Set(unapplied(licences).map((l) => Number(l.productId)));
  return (p) => ({
    purchased: !p.for_child && p.courses.length > 0 && p.courses.every((c) => open.has(c)),
    parentPurchased: p.for_child && held.has(p.product_id),
  });
}
