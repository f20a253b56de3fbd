import { randomUUID } from 'node:crypto';
import { indexKeys } from '../data/keys';
import { cancelledIndexes, transact, type TransactItem } from '../lib/transactions';
import { notificationPut } from '../core/notifications';
import { expiryIndex, todayIst } from '../core/learner-state';
import type { StoredProduct } from './catalogue';
import { unpaidExpiry } from './order-hold';
import { licencePurchaseItems } from './licence-purchase';
import { orderItems, readOrder } from './store';
import type { StoredOrder } from './store';
export type { StoredOrder } from './store';

/**
 * Orders (`USER#<id>` / `ORDER#<id>`, also History's orders list): created by startpayment with the
 * amount the server computed and the end of its price hold (./order-hold.ts), paid once in one
 * transaction with everything the product grants (`payOrder`). The status moves created → paid
 * or created → failed by conditional writes, so a second callback changes nothing; a failed order
 * the provider later reports paid may still be paid inside its hold. `ORDERREF#<orderId>` names the
 * order's user for the provider's own calls (Paytm's callback and webhook carry only ORDERID).
 */

export function newOrderId(): string {
  // Paytm allows letters, digits, '-' and '_' up to 50 characters.
  return `FL-${Date.now().toString(36).toUpperCase()}-${randomUUID().slice(0, 8).toUpperCase()}`;
}

export async function createOrder(order: StoredOrder & { holdUntil: string }): Promise<void> {
  await transact([
    orderItems.putOrder(order, unpaidExpiry(order.holdUntil)),
    // Which user the order is under, for Paytm's callback and webhook (./order-ref.ts).
    orderItems.putOrderRef(order.orderId, order.userId, unpaidExpiry(order.holdUntil)),
  ]);
}

export async function getOrder(userId: string, orderId: string): Promise<StoredOrder | undefined> {
  return readOrder(userId, orderId);
}

/** Days from an India date. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The paid order and its grants, all or nothing: the order (still unpaid, same amount), the
 * coupon's use (under its limit: the conditional write is the limit), each course enrolment (a
 * renewal keeps the learner's progress) or, for a child product, a licence (applied to the child the
 * order names, else kept for the parent to apply), and a notification. Returns false when the coupon ran out in the
 * meantime.
 */
export async function payOrder(
  order: StoredOrder,
  product: StoredProduct,
  transId: string,
  options: { confirmed: boolean; applyToChild?: boolean },
  now = new Date(),
): Promise<'paid' | 'already' | 'couponUsedUp'> {
  const today = todayIst(now.getTime());
  const at = now.toISOString();
  // Paid from the learner's return, the return is answered now; from a webhook, at their return.
  const confirmed = options.confirmed ? ', confirmedAt = :at' : '';
  const items: TransactItem[] = [
    orderItems.updateOrder(order.userId, order.orderId, {
      // Paid orders are kept (no TTL). A failed order the provider reports paid after all is paid, unless a refund is
      // due.
      UpdateExpression: `SET #status = :paid, paidAt = :at, transId = :trans${confirmed} REMOVE expiresAt, failedReason`,
      ConditionExpression:
        '(#status = :created OR (#status = :failed AND attribute_not_exists(refundDue))) AND amount = :amount AND currency = :currency',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':created': 'created',
        ':failed': 'failed',
        ':at': at,
        ':trans': transId,
        ':amount': order.amount,
        ':currency': order.currency,
      },
    }),
  ];
  if (order.coupon) {
    items.push(
      orderItems.updateCoupon(order.coupon, {
        UpdateExpression: 'SET used = used + :one',
        ConditionExpression: 'attribute_exists(pk) AND used < maxUses',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  }
  const closeDate = addDays(today, product.grants);
  // A children's product is a licence, applied at once to the child it was bought for (commerce/licence-purchase.ts).
  const childItemsFrom = items.length + 1;
  if (product.for_child) {
    items.push(...licencePurchaseItems(order, product, at, options.applyToChild !== false));
  } else {
    for (const courseId of product.courses) {
      items.push(
        orderItems.updateEnrolment(order.userId, courseId, {
          UpdateExpression:
            'SET entity = :e, gsi1pk = :g1, gsi1sk = :g1s, gsi2pk = :g2, gsi2sk = :g2s, userId = :u, courseId = :c, courseTitle = :t, courseType = if_not_exists(courseType, :ct), purchaseStatus = :p, openDate = :open, closeDate = :close, percentComplete = if_not_exists(percentComplete, :zero), grantedBy = :by',
          ExpressionAttributeValues: {
            ':e': 'enrolment',
            ':g1': indexKeys.enrolment(order.userId, courseId).gsi1pk,
            ':g1s': indexKeys.enrolment(order.userId, courseId).gsi1sk,
            ':u': order.userId,
            ':c': courseId,
            ':g2': expiryIndex(order.userId, courseId, closeDate).gsi2pk,
            ':g2s': expiryIndex(order.userId, courseId, closeDate).gsi2sk,
            ':t': product.preview_details.find((c) => c.course_id === courseId)?.course_title ?? product.product_name,
            ':ct': courseTypeOf(product),
            ':p': 'purchased',
            ':open': today,
            ':close': closeDate,
            ':zero': 0,
            ':by': `order:${order.orderId}`,
          },
        }),
      );
    }
  }
  items.push(
    notificationPut(order.userId, {
      message: !product.for_child
        ? `Payment received: ${product.product_name} is unlocked.`
        : order.childId && options.applyToChild !== false
          ? `Payment received: ${product.product_name} is on your child's dashboard.`
          : `Payment received for ${product.product_name}. Apply the licence to your child from their card.`,
      target: product.for_child
        ? { name: 'parentDashboard', params: {} }
        : { name: 'mycourse', params: { course_id: product.courses[0] ?? 0 } },
      status: 'success',
    }),
  );
  try {
    await transact(items);
    return 'paid';
  } catch (error) {
    const failed = cancelledIndexes(error);
    if (failed.includes(0)) return 'already';
    if (order.coupon && failed.includes(1)) return 'couponUsedUp';
    // The child was deleted, or got the product, since the order started: the parent keeps an unapplied licence.
    if (
      product.for_child &&
      order.childId &&
      options.applyToChild !== false &&
      failed.some((i) => i >= childItemsFrom)
    ) {
      return payOrder(order, product, transId, { ...options, applyToChild: false }, now);
    }
    throw error;
  }
}

/**
 * A declined payment: the order is marked failed (once) and nothing is granted. With `refundDue`
 * the provider took money the order cannot keep: it is kept for support (no TTL) and never paid.
 */
export async function failOrder(
  order: StoredOrder,
  reason: string,
  options: { refundDue?: boolean } = {},
): Promise<boolean> {
  const refund = options.refundDue ? ', refundDue = :true REMOVE expiresAt' : '';
  try {
    await transact([
      orderItems.updateOrder(order.userId, order.orderId, {
        UpdateExpression: `SET #status = :failed, failedReason = :why${refund}`,
        // A refund is due also on an order that failed before (a decline, then a late success).
        ConditionExpression: options.refundDue
          ? '#status <> :paid AND attribute_not_exists(refundDue)'
          : '#status = :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':why': reason,
          ...(options.refundDue ? { ':paid': 'paid', ':true': true } : { ':created': 'created' }),
        },
      }),
    ]);
    return true;
  } catch (error) {
    if (cancelledIndexes(error).includes(0)) return false;
    throw error;
  }
}

function courseTypeOf(product: StoredProduct): string {
  return product.product_type === 'COACH' ? 'coach' : product.product_type === 'LIVE' ? 'live' : 'online';
}
