import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys } from '../data/keys';
import { getOrder, type StoredOrder } from './orders';

/**
 * `ORDERREF#<orderId>`: which user an order is under (createOrder writes it beside the order, with
 * the unpaid order's TTL). Paytm's callback and webhook name only the order (ORDERID), and an order
 * lives under its user (`USER#<id>` / `ORDER#<id>`).
 */
const table = () => config().table('main');

/**
 * The order a provider names, whoever's it is; after an account merge it is under the account that
 * stayed (the merge journal names it). Undefined for an order this app did not make.
 */
export async function findOrder(orderId: string): Promise<StoredOrder | undefined> {
  const ref = (await db().send(new GetCommand({ TableName: table(), Key: keys.orderRef(orderId), ConsistentRead: true }))).Item as { userId: string } | undefined;
  if (!ref) return undefined;
  const order = await getOrder(ref.userId, orderId);
  if (order) return order;
  const merged = (await db().send(new GetCommand({ TableName: table(), Key: keys.mergeJournal(ref.userId), ConsistentRead: true }))).Item as { primaryId?: string } | undefined;
  return merged?.primaryId ? getOrder(merged.primaryId, orderId) : undefined;
}
