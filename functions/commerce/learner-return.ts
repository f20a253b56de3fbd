import type { PaymentResult } from '#shared/api/contract-commerce';
import type { ProcessPaymentRequest } from '#shared/schemas/commerce';
import { AppError } from '#shared/errors';
import { ok, type Reply } from '../lib/http';
import { getProduct } from './catalogue';
import { getOrder, type StoredOrder } from './orders';
import { payments } from './payments';
import { confirmOnce, paymentResult, settle } from './settle';

/**
 * The learner's return to /paymentprocess (processpayment; docs/commerce.md). The browser vouches
 * for nothing: the provider is asked (Paytm's Transaction Status API, Stripe's session read back),
 * and its answer settles the order as a webhook's would. Whatever raced it (the webhook, Paytm's
 * callback, a session paid while the learner came back) the answer is one of the spec's: the success
 * page the first time an order is seen paid, 'Payment already processed' after, 'payment failure',
 * or, new, 'Payment pending' (code 202) while the bank has not confirmed. Never a 500 for a race.
 */
export async function learnerReturn(order: StoredOrder, input: ProcessPaymentRequest): Promise<Reply<PaymentResult>> {
  if (order.status === 'paid') return firstReturn(order);
  const gw = payments(order.paymentType);
  let result = await gw.confirm(order, input);
  // Back without paying: the checkout is closed so it cannot be paid later, and its state then decides.
  if (result.state === 'open') result = await gw.close(result);
  try {
    const settled = await settle(order, result, 'return');
    return settled.payment_status === 'pending'
      ? ok(settled, 'Payment pending', 202)
      : ok(settled, 'Payment successful');
  } catch (error) {
    // A webhook or the callback paid it between our read and our write.
    if (error instanceof AppError && error.key === 'paymentProcessed') {
      const paid = await getOrder(order.userId, order.orderId);
      if (paid?.status === 'paid') return firstReturn(paid);
    }
    throw error;
  }
}

async function firstReturn(order: StoredOrder): Promise<Reply<PaymentResult>> {
  const product = await getProduct(order.productId);
  if (!product || !(await confirmOnce(order))) throw new AppError('paymentProcessed');
  return ok(paymentResult(order, product), 'Payment successful');
}
