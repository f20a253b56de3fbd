import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentResult } from '#shared/api/contract-commerce';
import { AppError } from '#shared/errors';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { log } from '../lib/log';
import { isConditionFailure, keys } from '../data/keys';
import { getUser } from '../identity/users';
import { getProduct, type StoredProduct } from './catalogue';
import { failOrder, payOrder, type StoredOrder } from './orders';
import { amountText, type VerifiedResult } from './payments';
import { sendReceipt } from './receipt';
import { issueBill } from './bill';

/**
 * What happens to an order once a provider's result is trusted, whoever brought it: the learner's
 * return (processpayment) or Stripe's signed webhook. An amount or currency other than the order's
 * is refused with nothing written; a declined payment fails the order and grants nothing; a paid one
 * pays the order with its grants in one transaction, once ('Payment already processed' after), then
 * sends the receipt and makes the bill.
 */
export async function settle(order: StoredOrder, result: VerifiedResult, via: 'return' | 'webhook'): Promise<PaymentResult> {
  if (result.amount !== amountText(order.amount) || result.currency !== order.currency) {
    log.warn('payment.tampered', { orderId: order.orderId, amount: result.amount, currency: result.currency });
    throw new AppError('paymentInvalid');
  }
  if (order.status === 'paid') throw new AppError('paymentProcessed');
  if (result.state !== 'paid') {
    log.warn('payment.failed', { orderId: order.orderId, reason: result.state, via });
    await failOrder(order, `${result.state}: ${via}`);
    throw new AppError('paymentFailed');
  }
  const product = await getProduct(order.productId);
  if (!product) throw new AppError('productNotFound');
  const outcome = await payOrder(order, product, result.transId, { confirmed: via === 'return' });
  if (outcome === 'already') throw new AppError('paymentProcessed');
  if (outcome === 'couponUsedUp') {
    // The provider took the money but the coupon ran out first: nothing is granted, the order is
    // failed with its reason and support refunds it (docs/commerce.md).
    log.warn('payment.failed', { orderId: order.orderId, reason: 'coupon used up: refund due' });
    await failOrder(order, 'coupon used up before payment completed: refund due');
    throw new AppError('paymentFailed');
  }
  // The receipt and the bill follow the payment; neither failing may undo it (History makes a missing bill later).
  const user = await getUser(order.userId);
  const paid = { ...order, status: 'paid' as const, transId: result.transId, paidAt: new Date().toISOString() };
  await Promise.all([
    sendReceipt(user, order, product).catch((error: unknown) => log.warn('payment.receipt_failed', { orderId: order.orderId, error: String(error) })),
    issueBill(paid, user?.fullName).catch((error: unknown) => log.warn('payment.bill_failed', { orderId: order.orderId, error: String(error) })),
  ]);
  return paymentResult(paid, product);
}

export function paymentResult(order: StoredOrder, product: StoredProduct): PaymentResult {
  return {
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
 * The learner's first return to an order a webhook already paid is their success page, not
 * 'Payment already processed': the return is marked once (a conditional write), later ones are repeats.
 */
export async function confirmOnce(order: StoredOrder): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: config().table('main'),
        Key: keys.order(order.userId, order.orderId),
        UpdateExpression: 'SET confirmedAt = :at',
        ConditionExpression: '#status = :paid AND attribute_not_exists(confirmedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':paid': 'paid', ':at': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
