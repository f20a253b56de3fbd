/**
 * Prices (spec 02 §4 coupon, §9): offer prices include GST; a coupon takes a percent or a flat
 * amount off the offer price; the discount shown is the rounded percent of the saving to the
 * original price. Pure, so the server computes every amount and the web shows the same numbers.
 */
export type Currency = 'INR' | 'USD';

export interface PricedProduct {
  offer_price: number;
  original_price: number;
  offer_price_usd: number;
  original_price_usd: number;
}

export interface CouponTerms {
  kind: 'percent' | 'flat';
  /** Percent off, or a flat amount off in rupees (dollars for USD: `value_usd`). */
  value: number;
  value_usd?: number;
}

export function offerPrice(product: PricedProduct, currency: Currency): number {
  return currency === 'USD' ? product.offer_price_usd : product.offer_price;
}

export function originalPrice(product: PricedProduct, currency: Currency): number {
  return currency === 'USD' ? product.original_price_usd : product.original_price;
}

/** The price after a coupon, never below 1 (a free order is not a payment), rounded to whole units. */
export function couponPrice(price: number, coupon: CouponTerms, currency: Currency): number {
  const off =
    coupon.kind === 'percent'
      ? (price * coupon.value) / 100
      : currency === 'USD'
        ? (coupon.value_usd ?? 0)
        : coupon.value;
  return Math.max(1, Math.round(price - off));
}

/** Spec 02 §2: 'percent off' is the rounded ratio of the saving to the original price. */
export function percentOff(price: number, original: number): number {
  if (original <= 0 || price >= original) return 0;
  return Math.round(((original - price) / original) * 100);
}

/** The GST inside an inclusive price: taxable value and tax, to the paisa. */
export function gstParts(inclusive: number, rate = 0.18): { taxable: number; tax: number } {
  const taxable = Math.round((inclusive / (1 + rate)) * 100) / 100;
  return { taxable, tax: Math.round((inclusive - taxable) * 100) / 100 };
}

/** An amount as the payment providers write it: two decimals ('1349.00'). */
export function amountText(amount: number): string {
  return amount.toFixed(2);
}
