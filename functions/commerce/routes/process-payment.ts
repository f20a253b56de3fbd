import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { getProduct } from '../catalogue';
import { getOrder } from '../orders';
import { gateway } from '../payments';
import { confirmOnce, paymentResult, settle } from '../settle';
import { expireSession } from '../stripe-gateway';
import { payerOf } from '../buyer';

/**
 * POST v1/processpayment (spec 02 §4 payment): the learner's return from the provider. The gateway
 * that started the order vouches for the result (a signature, or for Stripe the session read back
 * from Stripe); forged, tampered or foreign results are refused with nothing written; then the order
 * is settled once (./settle.ts). An order Stripe's webhook already paid answers this return with the
 * success page the first time, 'Payment already processed' after.
 */
export const handler = http('processPayment', async ({ caller, input }) => {
  const order = await getOrder(payerOf(caller), input.ORDERID);
  if (!order) throw new AppError('orderNotFound');
  if (input.payment_type !== order.paymentType) throw new AppError('paymentInvalid');
  if (order.status === 'paid' && order.paymentType === 'stripe') return ok(await firstReturn(order), 'Payment successful');
  const result = await gateway(order.paymentType).confirm(order.orderId, input);
  if (result.state === 'open' && result.sessionId) {
    // Back from Stripe without paying: the session is closed so it cannot be paid later, and the order fails.
    await expireSession(result.sessionId);
  }
  try {
    return ok(await settle(order, result, 'return'), 'Payment successful');
  } catch (error) {
    // The webhook may have paid it between our read and our write.
    if (error instanceof AppError && error.key === 'paymentProcessed' && order.paymentType === 'stripe') {
      const paid = await getOrder(order.userId, order.orderId);
      if (paid?.status === 'paid') return ok(await firstReturn(paid), 'Payment successful');
    }
    throw error;
  }
}, { idempotency });

async function firstReturn(order: NonNullable<Awaited<ReturnType<typeof getOrder>>>) {
  const product = await getProduct(order.productId);
  if (!product || !(await confirmOnce(order))) throw new AppError('paymentProcessed');
  return paymentResult(order, product);
}
