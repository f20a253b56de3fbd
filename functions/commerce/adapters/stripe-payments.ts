import { amountText } from '#shared/commerce/pricing';
import { AppError } from '#shared/errors';
import type { Gateway, VerifiedResult } from '../payments-port';
import { createCheckout, expireSession, stripeSession, type StripeOutcome } from '../stripe-api';

/**
 * Stripe as a Payments adapter (dollars, card payments; docs/commerce.md, "Stripe"): a Checkout
 * Session per order (../stripe-api.ts), read back from Stripe when the learner returns.
 */
export function stripeResult(session: StripeOutcome): VerifiedResult {
  const state = session.state === 'paid' ? 'paid' : session.state === 'expired' ? 'declined' : 'open';
  return {
    state,
    amount: amountText(session.amount),
    currency: session.currency,
    transId: session.transId,
    sessionId: session.sessionId,
    completedAt: session.completedAt,
  };
}

export function stripeGateway(): Gateway {
  return {
    currencies: ['USD'],
    async start(r) {
      const session = await createCheckout(r);
      return { form: {}, postUrl: session.url, method: 'GET', txnToken: '' };
    },
    async confirm(order, input) {
      if (!input.session_id) throw new AppError('paymentInvalid');
      const session = await stripeSession(input.session_id);
      // A session of another order (or another account's) proves nothing about this one.
      if (session.orderId !== order.orderId) throw new AppError('paymentInvalid');
      return stripeResult(session);
    },
    async close(result) {
      // Closed, so it cannot be paid later. If Stripe refuses (paid a moment ago), the fresh read decides.
      const closed = await expireSession(result.sessionId!);
      return stripeResult(closed ?? (await stripeSession(result.sessionId!)));
    },
  };
}
