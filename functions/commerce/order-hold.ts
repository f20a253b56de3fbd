/**
 * How long an order holds its price (docs/commerce.md, "Orders expire"; decision 303): 30 minutes
 * from startpayment, the offer price and a coupon valid at the start included. The providers' own
 * checkouts close by then (Paytm's txnToken lives 15 minutes; Stripe's session closes at the hold's
 * end, plus the minute Stripe's 30-minute minimum needs). A payment the provider completed after the
 * hold (and its grace for clocks and the last seconds of a checkout) is not granted: the order is
 * failed 'refund due' (./settle.ts). An unpaid order's item expires (TTL) 30 days after its hold,
 * long enough for a late bank confirmation to find it; a paid order, or one due a refund, is kept.
 */
export const ORDER_HOLD_MINUTES = 30;
export const HOLD_GRACE_MS = 2 * 60_000;
const KEEP_UNPAID_DAYS = 30;

export function holdEnd(orderedAt: Date): string {
  return new Date(orderedAt.getTime() + ORDER_HOLD_MINUTES * 60_000).toISOString();
}

/** The hold's end of an order; orders made before holds existed count from when they were made. */
export function holdOf(order: { orderedAt: string; holdUntil?: string }): string {
  return order.holdUntil ?? holdEnd(new Date(order.orderedAt));
}

/** Whether a payment completed at `completedAt` (ISO) is inside the order's hold. */
export function withinHold(order: { orderedAt: string; holdUntil?: string }, completedAt: string): boolean {
  const at = Date.parse(completedAt);
  return Number.isFinite(at) && at <= Date.parse(holdOf(order)) + HOLD_GRACE_MS;
}

/** The TTL (epoch seconds) of an unpaid order's item. */
export function unpaidExpiry(holdUntil: string): number {
  return Math.floor(Date.parse(holdUntil) / 1000) + KEEP_UNPAID_DAYS * 24 * 3600;
}
