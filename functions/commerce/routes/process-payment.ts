import { AppError } from '#shared/errors';
import { http } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { learnerReturn } from '../learner-return';
import { getOrder } from '../orders';
import { payerOf } from '../buyer';

/**
 * POST v1/processpayment (spec 02 §4 payment, §7: ORDERID, ISWEB, payment_type): the learner's
 * return from the provider, for their own order only. What the order became is the provider's word,
 * asked server to server (../learner-return.ts); a return for another gateway's order is refused.
 */
export const handler = http(
  'processPayment',
  async ({ caller, input }) => {
    const order = await getOrder(payerOf(caller), input.ORDERID);
    if (!order) throw new AppError('orderNotFound');
    if (input.payment_type !== order.paymentType) throw new AppError('paymentInvalid');
    return learnerReturn(order, input);
  },
  { idempotency },
);
