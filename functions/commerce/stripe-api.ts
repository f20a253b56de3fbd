import type { Currency } from '#shared/commerce/pricing';
import { AppError } from '#shared/errors';
import { importBeside } from '../lib/import-beside';
import { paymentKeys } from './payment-keys';
import { setting } from '../lib/config';

/**
 * The Stripe adapter (card payments in dollars; docs/commerce.md, "Stripe"): a Checkout Session per
 * order, made with the official `stripe` package. Stripe tells us the outcome twice: a signed webhook
 * (`POST v1/stripewebhook`, checked with the webhook secret by `stripeEvent`) and the learner's
 * return to /paymentprocess with the session id, which processpayment reads back from Stripe's API
 * (`stripeSession`), so the browser never vouches for a payment. Locally STRIPE_API_BASE points the
 * same client at the sandbox's Stripe stand-in (infra/local/stripe-sandbox.ts): no test reaches
 * Stripe. The package is imported on first use: only payment calls pay for it.
 */
type StripeClient = import('stripe').Stripe;

/** The package, from its own file beside the bundle (./stripe-kit.ts). */
function stripeKit(): Promise<typeof import('./stripe-kit')> {
  return importBeside('./stripe-kit.mjs', './stripe-kit.ts', import.meta.url);
}

let client: { key: string; stripe: Promise<StripeClient> } | undefined;

async function stripe(): Promise<StripeClient> {
  const { stripeSecretKey } = await paymentKeys();
  if (!stripeSecretKey) throw new AppError('paymentTypeUnavailable');
  if (client?.key !== stripeSecretKey) client = { key: stripeSecretKey, stripe: makeClient(stripeSecretKey) };
  return client.stripe;
}

async function makeClient(key: string): Promise<StripeClient> {
  const { Stripe } = await stripeKit();
  const base = setting('STRIPE_API_BASE');
  // The sandbox serves Stripe's paths under its own prefix: rewrite the origin, keep the path.
  const local = base
    ? Stripe.createFetchHttpClient((url: string | URL | Request, init?: RequestInit) =>
        fetch(rebase(String(url), base), init),
      )
    : undefined;
  return new Stripe(key, { maxNetworkRetries: 2, timeout: 10_000, ...(local ? { httpClient: local } : {}) });
}

export function rebase(url: string, base: string): string {
  const u = new URL(url);
  return `${base.replace(/\/$/, '')}${u.pathname}${u.search}`;
}

/** Stripe counts in cents; our dollar prices are whole dollars. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export interface CheckoutRequest {
  orderId: string;
  userId: string;
  amount: number;
  currency: Currency;
  productName: string;
  /** The end of the order's price hold (./order-hold.ts). */
  holdUntil: string;
  /** The site's origin: Stripe sends the learner back to its /paymentprocess. */
  siteUrl: string;
}

/** Stripe's shortest Checkout Session is 30 minutes: it closes a minute after the hold, inside the hold's grace. */
const STRIPE_MIN_SESSION_S = 30 * 60;

export async function createCheckout(r: CheckoutRequest): Promise<{ id: string; url: string }> {
  if (r.currency !== 'USD') throw new AppError('paymentTypeUnavailable');
  const back = `${r.siteUrl}/paymentprocess?payment_type=stripe&ORDERID=${encodeURIComponent(r.orderId)}&session_id={CHECKOUT_SESSION_ID}`;
  const expiresAt =
    Math.max(Math.floor(Date.parse(r.holdUntil) / 1000), Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_S) + 60;
  const session = await call(async (stripe) =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: toCents(r.amount), product_data: { name: r.productName } },
          },
        ],
        client_reference_id: r.orderId,
        metadata: { order_id: r.orderId, user_id: r.userId },
        payment_intent_data: { metadata: { order_id: r.orderId, user_id: r.userId } },
        success_url: back,
        cancel_url: back,
        expires_at: expiresAt,
      },
      // A retried startpayment must not open a second session for one order.
      { idempotencyKey: `checkout-${r.orderId}` },
    ),
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL.');
  return { id: session.id, url: session.url };
}

/** What processpayment needs from a session, whoever reported it (the webhook or the return). */
export interface StripeOutcome {
  orderId: string;
  userId: string;
  sessionId: string;
  state: 'paid' | 'open' | 'expired';
  /** In dollars, as the order stores it, and the session's currency. */
  amount: number;
  currency: string;
  transId: string;
  /** When it was paid, as near as Stripe tells: no later than now, nor than the session's end (no payment after it). */
  completedAt: string;
}

interface SessionLike {
  id: string;
  status: string | null;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string> | null;
  payment_intent: string | { id: string } | null;
  expires_at?: number | null;
}

export function outcomeOf(session: SessionLike): StripeOutcome {
  const intent =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '');
  return {
    orderId: session.metadata?.order_id ?? '',
    userId: session.metadata?.user_id ?? '',
    sessionId: session.id,
    state: session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    amount: (session.amount_total ?? 0) / 100,
    currency: (session.currency ?? '').toUpperCase(),
    transId: intent || session.id,
    completedAt: new Date(
      Math.min(Date.now(), session.expires_at ? session.expires_at * 1000 : Infinity),
    ).toISOString(),
  };
}

/**
 * A call to Stripe's API. An id Stripe does not know (or another request Stripe refuses) is
 * `paymentInvalid`, a 400; Stripe out of reach is `unavailable`, a 503: never a 500.
 */
async function call<T>(fn: (stripe: StripeClient) => Promise<T>): Promise<T> {
  const client = await stripe();
  try {
    return await fn(client);
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'StripeInvalidRequestError') throw new AppError('paymentInvalid');
    if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError')
      throw new AppError('unavailable');
    throw error;
  }
}

/** The session as Stripe's API tells it now (the learner's return). */
export async function stripeSession(sessionId: string): Promise<StripeOutcome> {
  return outcomeOf((await call((stripe) => stripe.checkout.sessions.retrieve(sessionId))) as unknown as SessionLike);
}

/**
 * An open session the learner came back from without paying: closed, so it cannot be paid later.
 * Undefined when Stripe refuses because it is no longer open (paid a moment ago): the caller reads it again.
 */
export async function expireSession(sessionId: string): Promise<StripeOutcome | undefined> {
  try {
    return outcomeOf((await call((stripe) => stripe.checkout.sessions.expire(sessionId))) as unknown as SessionLike);
  } catch (error) {
    if (error instanceof AppError && error.key === 'paymentInvalid') return undefined;
    throw error;
  }
}

/**
 * A webhook's event, only if Stripe signed it with this environment's webhook secret (and it is
 * under five minutes old: Stripe's replay window). Anything else is `paymentInvalid`.
 */
export async function stripeEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<{ type: string; session?: StripeOutcome }> {
  const { stripeWebhookSecret } = await paymentKeys();
  if (!stripeWebhookSecret || !signature) throw new AppError('paymentInvalid');
  const { Stripe } = await stripeKit();
  let event: { type: string; data: { object: unknown } };
  try {
    event = await Stripe.webhooks.constructEventAsync(rawBody, signature, stripeWebhookSecret);
  } catch {
    throw new AppError('paymentInvalid');
  }
  const object = event.data.object as Partial<SessionLike> & { object?: string };
  return object.object === 'checkout.session'
    ? { type: event.type, session: outcomeOf(object as SessionLike) }
    : { type: event.type };
}
