import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { log } from '../../lib/log';
import { getOrder } from '../orders';
import { stripeResult } from '../adapters/stripe-payments';
import { settle } from '../settle';
import { stripeEvent } from '../stripe-api';

/** The Checkout events that settle an order; every other event is acknowledged and ignored. */
const settling = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * POST v1/stripewebhook (public: Stripe calls it, with no user token): an event is believed only if
 * Stripe signed its raw body with this environment's webhook secret, else 400 and nothing is read.
 * A paid session settles its order exactly as the learner's return would (../settle.ts). A repeat
 * (Stripe delivers at least once) changes nothing and is acknowledged with 200, so Stripe stops
 * retrying; a tampered amount or currency is refused.
 */
export const handler = http('stripeWebhook', async ({ event }) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const { type, session } = await stripeEvent(raw, event.headers?.['stripe-signature']);
  if (!session || !settling.has(type)) return ok(null, 'Ignored');
  const order = session.orderId && session.userId ? await getOrder(session.userId, session.orderId) : undefined;
  if (!order || order.paymentType !== 'stripe') {
    // A session this app did not make (another integration on the account): nothing of ours to do.
    log.warn('payment.webhook_unknown_order', { orderId: session.orderId, type });
    return ok(null, 'Ignored');
  }
  const result = stripeResult(session);
  if (type === 'checkout.session.async_payment_failed') result.state = 'declined';
  // Completed but not yet paid (a delayed payment method): its async_payment_* event follows.
  if (result.state === 'open') return ok(null, 'Ignored');
  try {
    await settle(order, result, 'webhook');
    return ok(null, 'Payment successful');
  } catch (error) {
    if (error instanceof AppError && error.key === 'paymentProcessed') return ok(null, 'Payment already processed');
    if (error instanceof AppError && error.key === 'paymentFailed') return ok(null, 'payment failure');
    throw error;
  }
});
