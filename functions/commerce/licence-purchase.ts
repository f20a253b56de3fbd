import type { TransactItem } from '../lib/transactions';
import { childGrantItems, type ChildLicence } from '../core/child-licences';
import { childItems } from '../core/store';

/**
 * The child licence a paid order of a children's product makes (one per order, for every course of
 * the product). An order made for a child (`childId`: the acting child, or the parent's own child
 * named at startpayment) is applied to that child in the paying transaction, so the course is on
 * their dashboard when the parent comes back; without a child it waits for the parent to apply it.
 */
export interface LicenceOrder {
  orderId: string;
  userId: string;
  childId?: string;
}

export interface LicenceProduct {
  product_id: number;
  product_name: string;
  courses: number[];
  preview_details: Array<{ course_id: number; course_title: string }>;
}

export function purchasedLicence(order: LicenceOrder, product: LicenceProduct, at: string): ChildLicence {
  const courseId = product.courses[0] ?? 0;
  return {
    licenceId: order.orderId,
    productId: String(product.product_id),
    productName: product.product_name,
    courseId,
    courseIds: product.courses,
    courseTitle: product.preview_details.find((c) => c.course_id === courseId)?.course_title ?? product.product_name,
    courseType: 'live_junior',
    purchasedAt: at,
  };
}

/** The licence's writes; `apply` false keeps it unapplied (the child was deleted, or already holds the product). */
export function licencePurchaseItems(
  order: LicenceOrder,
  product: LicenceProduct,
  at: string,
  apply: boolean,
): TransactItem[] {
  const licence = purchasedLicence(order, product, at);
  const childId = apply ? order.childId : undefined;
  const put = childItems.putChildLicence(order.userId, licence.licenceId, {
    ...licence,
    ...(childId ? { childId, appliedAt: at } : {}),
  });
  return childId ? [put, ...childGrantItems(order.userId, childId, licence, at)] : [put];
}
