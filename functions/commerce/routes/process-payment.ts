import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { log } from '../../lib/log';
import { getProduct } from '../catalogue';
import { failOrder, getOrder, payOrder } from '../orders';
import { amountText, gateway } from '../payments';
import { sendReceipt } from '../receipt';
import { getUser } from '../../identity/users';

/**
 * POST v1/processpayment (spec 02 §4 payment): the provider's signed result, verified by the very
 * gateway that started the order. Forged, tampered (amount, currency) or foreign results are
 * refused with nothing written; a declined payment marks the order failed and grants nothing; a
 * success pays the order with all its grants in one transaction, once ('Payment already processed'
 * for a second callback).
 */
export const handler = http('processPayment', async ({ caller, input }) => {
  const order = await getOrder(caller.userId, input.ORDERID);
  if (!order) throw new AppError('orderNotFound');
  if (input.payment_type !== order.paymentType || !(await gateway(order.paymentType).verify(input))) throw new AppError('paymentInvalid');
  if (input.TXNAMOUNT !== amountText(order.amount) || input.CURRENCY !== order.currency) {
    log.warn('payment.tampered', { orderId: order.orderId, amount: input.TXNAMOUNT, currency: input.CURRENCY });
    throw new AppError('paymentInvalid');
  }
  if (order.status === 'paid') throw new AppError('paymentProcessed');
  if (input.STATUS !== 'TXN_SUCCESS') {
    log.warn('payment.failed', { orderId: order.orderId, reason: 'declined', status: input.STATUS });
    await failOrder(order, `declined: ${input.STATUS}`);
    throw new AppError('paymentFailed');
  }
  const product = await getProduct(order.productId);
  if (!product) throw new AppError('productNotFound');
  const outcome = await payOrder(order, product, input.TXNID || order.orderId);
  if (outcome === 'already') throw new AppError('paymentProcessed');
  if (outcome === 'couponUsedUp') {
    // The provider took the money but the coupon ran out first: nothing is granted, the order is
    // failed with its reason and support refunds it (docs/commerce.md).
    log.warn('payment.failed', { orderId: order.orderId, reason: 'coupon used up: refund due' });
    await failOrder(order, 'coupon used up before payment completed: refund due');
    throw new AppError('paymentFailed');
  }
  // The receipt and the bill follow the payment; neither failing may undo it (History makes a missing bill later).
  const user = await getUser(caller.userId);
  const paid = { ...order, status: 'paid' as const, transId: input.TXNID || order.orderId, paidAt: new Date().toISOString() };
  await Promise.all([
    sendReceipt(user, order, product).catch((error: unknown) => log.warn('payment.receipt_failed', { orderId: order.orderId, error: String(error) })),
    import('../bill').then(({ issueBill }) => issueBill(paid, user?.fullName)).catch((error: unknown) => log.warn('payment.bill_failed', { orderId: order.orderId, error: String(error) })),
  ]);
  return ok(
    {
      order_id: order.orderId,
      trans_id: input.TXNID || order.orderId,
      product_id: product.product_id,
      product_name: product.product_name,
      amount: order.amount,
      currency: order.currency,
      isChildCourse: product.for_child,
      child_id: order.childId ?? null,
      courses: product.courses,
    },
    'Payment successful',
  );
}, { idempotency });
