import { accountTexts } from '#shared/schemas/account-texts';
import { http, ok } from '../../lib/http';
import { listOrders } from '../history';

/** GET v1/orders: an empty list is 'No Orders found', not an error (spec 01 §8). */
export const handler = http('orders', async ({ caller }) => {
  const orders = await listOrders(caller.userId);
  return ok(orders, orders.length ? 'Success' : accountTexts.noOrders);
});
