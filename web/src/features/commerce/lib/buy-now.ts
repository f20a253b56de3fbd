import { stored } from '../../../lib/storage';

/**
 * Buy-now mode (spec 02 §4): a flag kept for the tab, set when the learner arrives from a landing
 * page's buy link (`/purchase?productID=…&buynow=1`); on the product page the purchase starts by
 * itself after 3 seconds (spec 02 §9) and the flag clears, whether it started or the learner cancelled.
 */
export const BUY_NOW_DELAY_S = 3;

export function rememberBuyNow(search: URLSearchParams): void {
  const product = search.get('productID');
  if (search.get('buynow') === '1' && product) stored.buyNow.write(product);
}

export function isBuyNow(productId: number): boolean {
  return stored.buyNow.read() === String(productId);
}

export function clearBuyNow(): void {
  stored.buyNow.remove();
}

/** The state chosen at the last purchase, so a buy-now start needs no question the second time. */
export function lastState(): string {
  return stored.purchaseState.read() ?? '';
}

export function keepState(state: string): void {
  stored.purchaseState.write(state);
}
