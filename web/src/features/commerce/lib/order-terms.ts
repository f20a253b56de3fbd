import { paths } from '../../../config/paths';
import { stored } from '../../../lib/storage';

/**
 * An order's terms, kept while the learner is at the provider (spec 02 §2 failure page: Continue
 * goes back to the product): the product, the child it is for and the coupon. A retry after a
 * decline opens the product page with them, so it charges the same price for the same child; the
 * state is the last one chosen (lib/buy-now.ts), and the currency is the server's.
 */
export interface OrderTerms {
  productId: string;
  childId?: string | undefined;
  coupon?: string | undefined;
}

export function keepTerms(terms: OrderTerms): void {
  stored.buyingProduct.writeJson(terms);
}

export function readTerms(): OrderTerms | null {
  const value = stored.buyingProduct.readJson() as Partial<OrderTerms> | string | null;
  // A bare product id: what the product page kept before terms were kept.
  if (typeof value === 'string' || typeof value === 'number') return { productId: String(value) };
  return value && typeof value.productId === 'string'
    ? { productId: value.productId, childId: value.childId, coupon: value.coupon }
    : null;
}

/** The product page with the order's terms: `/purchase?productID=…&childId=…&coupon=…` (spec 02 §2 query). */
export function termsPath(terms: OrderTerms): string {
  const query = new URLSearchParams({ productID: terms.productId });
  if (terms.childId) query.set('childId', terms.childId);
  if (terms.coupon) query.set('coupon', terms.coupon);
  return `${paths.purchase}?${query.toString()}`;
}
