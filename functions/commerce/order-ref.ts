import { getOrder, type StoredOrder } from './orders';
import { readMergeJournal, readOrderRef } from './store';

/**
 * The order reference (`keys.orderRef`): which user an order is under (createOrder writes it beside the order, with
 * the unpaid order's TTL). Paytm's callback and webhook name only the order (ORDERID), and an order
 * lives under its user (`keys.order`).
 */
/**
 * The order a provider names, whoever's it is; after an account merge it is under the account that
 * stayed (the merge journal names it). Undefined for an order this app did not make.
 */
export async function findOrder(orderId: string): Promise<StoredOrder | undefined> {
  const ref = await readOrderRef(orderId);
  if (!ref) return undefined;
  const order = await getOrder(ref.userId, orderId);
  if (order) return order;
  const merged = await readMergeJournal(ref.userId);
  return merged?.primaryId ? getOrder(merged.primaryId, orderId) : undefined;
}
