import type { UserRecord } from '../core/users';
import { messages } from '../lib/messages';
import type { StoredProduct } from './catalogue';
import type { StoredOrder } from './orders';

/**
 * The payment receipt through the Messages port (the local outbox): by e-mail, else SMS. A receipt
 * is part of the purchase, not a notification, so the notification setting does not stop it.
 */
export async function sendReceipt(
  user: UserRecord | undefined,
  order: StoredOrder,
  product: StoredProduct,
): Promise<void> {
  if (!user) return;
  const to = user.email ?? user.phone;
  if (!to) return;
  const amount = `${order.currency === 'INR' ? '₹' : '$'}${order.amount}`;
  await messages().send({
    channel: user.email ? 'email' : 'sms',
    to,
    subject: `Fluentia payment receipt ${order.orderId}`,
    text: `Thank you for your payment of ${amount} for ${product.product_name} (order ${order.orderId}). Your course is ready in My Courses.`,
  });
}
