import * as keys from '../data/keys';
import { keepBillWithoutName, type StoredOrder } from '../commerce/facade';
import { putItem, type Item } from './store';

/**
 * What the law makes the product keep of an erased buyer: a paid order and its bill (GST records),
 * without the buyer. The order is kept under its own id (`ERASEDORDER#<orderId>`) with every field
 * that names a person left out, and the bill is made again without the name (decision 0801).
 */
const KEPT_FIELDS = [
  'orderId',
  'status',
  'productId',
  'productName',
  'amount',
  'currency',
  'paymentType',
  'coupon',
  'stateName',
  'isGst',
  'orderedAt',
  'paidAt',
  'transId',
  'refundDue',
] as const;

export async function keepOrder(item: Item, now = new Date()): Promise<boolean> {
  if (item.status !== 'paid' || typeof item.orderId !== 'string') return false;
  const order = Object.fromEntries(
    KEPT_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]),
  ) as unknown as Omit<StoredOrder, 'userId'>;
  const billKey = item.billKey ? await keepBillWithoutName(order) : undefined;
  await putItem({
    ...keys.erasedOrder(order.orderId),
    entity: 'erasedOrder',
    ...order,
    ...(billKey ? { billKey } : {}),
    erasedAt: now.toISOString(),
  });
  return true;
}
