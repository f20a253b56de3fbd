import type { CouponResult, Product } from '#shared/api/contract-commerce';
import { couponPrice, offerPrice, percentOff, type Currency } from '#shared/commerce/pricing';
import { readCoupon, readProduct, readProducts } from './store';
import type { StoredProduct } from './store';
import type { StoredCoupon } from './store';
export type { StoredCoupon } from './store';
export type { StoredProduct } from './store';

/**
 * Products and coupons, as the content importer stores them (infra/content/commerce/): products in
 * one partition (`PRODUCTS`), coupons by code. Prices live only here: the browser never sends one.
 */

export async function listProducts(): Promise<StoredProduct[]> {
  return (await readProducts()).sort((a, b) => a.sort_order - b.sort_order);
}

export async function getProduct(productId: number): Promise<StoredProduct | undefined> {
  if (!Number.isSafeInteger(productId) || productId <= 0) return undefined;
  return readProduct(productId);
}

export async function getCoupon(code: string): Promise<StoredCoupon | undefined> {
  return readCoupon(code);
}

/** Spec 02 §7 country filter: 0 both, 1 domestic, 2 international; an international user sees 0 and 2. */
export function visibleTo(product: StoredProduct, international: boolean, country?: number): boolean {
  if (country !== undefined && country !== 0 && product.country !== 0 && product.country !== country) return false;
  return international ? product.country !== 1 : product.country !== 2;
}

/**
 * Whether a product may be bought in this currency: dollars outside India (country 0 or 2, with a dollar price),
 * rupees in it (0 or 1).
 */
export function soldIn(product: StoredProduct, currency: Currency): boolean {
  return currency === 'USD' ? product.country !== 1 && product.offer_price_usd > 0 : product.country !== 2;
}

/**
 * Whether this buyer may buy this product (startpayment): the product list's own rules, held by the
 * server. The country filter by the account's international flag (never the query's), the currency
 * the product is sold in, and a child's product only for a parent (or a parent acting for a child).
 */
export function mayBuy(
  product: StoredProduct,
  buyer: { international: boolean; parent: boolean },
  currency: Currency,
): boolean {
  return visibleTo(product, buyer.international) && soldIn(product, currency) && (!product.for_child || buyer.parent);
}

export function productView(p: StoredProduct, owned: { purchased: boolean; parentPurchased: boolean }): Product {
  const {
    sort_order: _order,
    pk: _pk,
    sk: _sk,
    entity: _entity,
    ...fields
  } = p as StoredProduct & { pk?: string; sk?: string; entity?: string };
  return {
    ...fields,
    percent_off: percentOff(p.offer_price, p.original_price),
    is_purchased: owned.purchased,
    is_parentpurchased: owned.parentPurchased,
  };
}

export const couponMessages = {
  notFound: 'This coupon code is not valid.',
  notForProduct: 'This coupon cannot be used for this course.',
  notStarted: 'This coupon cannot be used yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been fully used.',
} as const;

/** Whether a coupon applies to a product today, and the price it gives (spec 02 §4 coupon). */
export function checkCoupon(
  coupon: StoredCoupon | undefined,
  product: StoredProduct,
  currency: Currency,
  today: string,
): CouponResult {
  const price = offerPrice(product, currency);
  const refuse = (result: string): CouponResult => ({ result, discounted_price: price, discount_price: 0, currency });
  if (!coupon) return refuse(couponMessages.notFound);
  if (coupon.productIds.length && !coupon.productIds.includes(product.product_id))
    return refuse(couponMessages.notForProduct);
  if (today < coupon.validFrom) return refuse(couponMessages.notStarted);
  if (today > coupon.validTo) return refuse(couponMessages.expired);
  if (coupon.used >= coupon.maxUses) return refuse(couponMessages.usedUp);
  const discounted = couponPrice(price, coupon, currency);
  return { result: 'valid', discounted_price: discounted, discount_price: price - discounted, currency };
}
