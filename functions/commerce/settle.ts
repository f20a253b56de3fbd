import type { PaymentResult } from '#shared/api/contract-commerce';
import { amountText } from '#shared/commerce/pricing';
import { AppError } from '#shared/errors';
import { log } from '../lib/log';
import { countMetric } from '../lib/metrics';
import { isConditionFailure } from '../data/keys';
import { getUser } from '../core/users';
import { updateOrder } from './store';
import { getProduct, type StoredProduct } from './catalogue';
import { failOrder, getOrder, payOrder, type StoredOrder } from './orders';
import { withinHold } from './order-hold';
import type { VerifiedResult } from './payments-port';
import { sendReceipt } from './receipt';
import { issueBill } from './bill';

/**
 * What happens to an order once the provider's own word on it is in, whoever brought the news: the
 * learner's return (processpayment), Paytm's callback or webhook, Stripe's webhook. An amount or
 * currency other than the order's is refused with nothing written; a pending payment changes
 * nothing ('pending'); a declined one fails the order and grants nothing; a paid one pays the order
 * with its grants in one transaction, once ('Payment already processed' after), then sends the
 * receipt and makes the bill. Money taken that the order cannot keep (its hold ended before the
 * payment completed, or its coupon ran out) is never granted and never lost: the order is failed
 * 'refund due' for support (docs/commerce.md).
 */
export async function settle(
  order: StoredOrder,
  result: VerifiedResult,
  via: 'return' | 'callback' | 'webhook',
): Promise<PaymentResult> {
  if (result.amount !== amountText(order.amount) || result.currency !== order.currency) {
    log.warn('payment.tampered', { orderId: order.orderId, amount: result.amount, currency: result.currency, via });
    throw new AppError('paymentInvalid');
  }
  if (order.status === 'paid') throw new AppError('paymentProcessed');
  const product = await getProduct(order.productId);
  if (!product) throw new AppError('productNotFound');
  if (result.state === 'pending' || result.state === 'open')
    return { ...paymentResult(order, product), payment_status: 'pending' };
  if (result.state === 'declined') {
    log.warn('payment.failed', { orderId: order.orderId, reason: 'declined', via });
    countMetric('PaymentsDeclined');
    if (!(await failOrder(order, `declined: ${via}`))) await throwIfPaid(order);
    throw new AppError('paymentFailed');
  }
  if (!withinHold(order, result.completedAt ?? new Date().toISOString()))
    return refundDue(order, 'order expired before the payment completed: refund due');
  const outcome = await payOrder(order, product, result.transId, { confirmed: via === 'return' });
  if (outcome === 'already') {
    await throwIfPaid(order);
    // Failed with a refund due already: the money is on record for support.
    throw new AppError('paymentFailed');
  }
  if (outcome === 'couponUsedUp') return refundDue(order, 'coupon used up before payment completed: refund due');
  // The receipt and the bill follow the payment; neither failing may undo it (History makes a missing bill later).
  const user = await getUser(order.userId);
  const paid = { ...order, status: 'paid' as const, transId: result.transId, paidAt: new Date().toISOString() };
  await Promise.all([
    sendReceipt(user, order, product).catch((error: unknown) =>
      log.warn('payment.receipt_failed', { orderId: order.orderId, error: String(error) }),
    ),
    issueBill(paid, user?.fullName).catch((error: unknown) =>
      log.warn('payment.bill_failed', { orderId: order.orderId, error: String(error) }),
    ),
  ]);
  countMetric('PaymentsSettled');
  return paymentResult(paid, product);
}

/** The provider took the money but the order cannot keep it: nothing granted, the order kept for a refund. */
async function refundDue(order: StoredOrder, reason: string): Promise<never> {
  log.warn('payment.failed', { orderId: order.orderId, reason });
  if (!(await failOrder(order, reason, { refundDue: true }))) await throwIfPaid(order);
  throw new AppError('paymentFailed');
}

/** Another report settled the order between our read and our write: paid means 'Payment already processed'. */
async function throwIfPaid(order: StoredOrder): Promise<void> {
  if ((await getOrder(order.userId, order.orderId))?.status === 'paid') throw new AppError('paymentProcessed');
}

export function paymentResult(order: StoredOrder, product: StoredProduct): PaymentResult {
  return {
    payment_status: 'paid',
    order_id: order.orderId,
    trans_id: order.transId || order.orderId,
    product_id: product.product_id,
    product_name: product.product_name,
    amount: order.amount,
    currency: order.currency,
    isChildCourse: product.for_child,
    child_id: order.childId ?? null,
    courses: product.courses,
  };
}

/**
 * The learner's first return to an order a webhook or callback already paid is their success page,
 * not 'Payment already processed': the return is marked once (a conditional write), later ones are repeats.
 */
export async function confirmOnce(order: StoredOrder): Promise<boolean> {
  try {
    await updateOrder(order.userId, order.orderId, {
      UpdateExpression: 'SET confirmedAt = :at',
      ConditionExpression: '#status = :paid AND attribute_not_exists(confirmedAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':paid': 'paid', ':at': new Date().toISOString() },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
