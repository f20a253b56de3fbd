/**
 * Buy-now mode (spec 02 §4): a stored flag, set when the learner arrives from a landing page's buy
 * link (`/purchase?productID=…&buynow=1`); on the product page the purchase starts by itself after
 * 3 seconds (spec 02 §9) and the flag clears, whether it started or the learner cancelled.
 */
export const BUY_NOW_KEY = 'fluentia:buy-now';
export const BUY_NOW_DELAY_S = 3;
/** The state chosen at the last purchase, so a buy-now start needs no question the second time. */
const STATE_KEY = 'fluentia:purchase-state';

export function rememberBuyNow(search: URLSearchParams): void {
  const product = search.get('productID');
  if (search.get('buynow') === '1' && product) sessionStorage.setItem(BUY_NOW_KEY, product);
}

export function isBuyNow(productId: number): boolean {
  return sessionStorage.getItem(BUY_NOW_KEY) === String(productId);
}

export function clearBuyNow(): void {
  sessionStorage.removeItem(BUY_NOW_KEY);
}

export function lastState(): string {
  return localStorage.getItem(STATE_KEY) ?? '';
}

export function keepState(state: string): void {
  localStorage.setItem(STATE_KEY, state);
}
