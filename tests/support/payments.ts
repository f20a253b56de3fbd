import { inject } from 'vitest';
import type { PaymentResult, PaymentStart } from '#shared/api/contract-commerce';
import type { TestClient } from './api-client';
import { sandboxStripeKeys, signedEvent } from '../../infra/local/stripe-sandbox';
import { sandboxPaytmKeys } from '../../infra/local/paytm-sandbox';
import { checkoutInSandbox, type CheckoutOptions } from './paytm-forms';

/**
 * Pays as a person does in the local sandbox playing Paytm: the web's hidden form (mid, orderId,
 * txnToken) posted to the Show Payment Page, Approve or Decline pressed, and the signed result that
 * the sandbox's page posts to the callback URL; then the callback, whose redirect the page follows.
 */
export async function startPayment(client: TestClient, body: Record<string, unknown>) {
  return client.post<PaymentStart>('/v1/startpayment', { payment_type: 'paytm', state_name: 'Karnataka', ...body });
}

export { type CheckoutOptions } from './paytm-forms';

/** The checkout in the sandbox: Paytm's signed result and the callback URL it posts them to. */
export function paytmCheckout(start: PaymentStart, decision: 'approve' | 'decline', options: CheckoutOptions = {}) {
  return checkoutInSandbox(inject('baseUrl'), start, decision, options);
}

/** Posts Paytm's fields to the callback (as the learner's browser does) or the webhook (as Paytm's server does). */
export async function postPaytm(route: 'paytmcallback' | 'paytmwebhook', fields: Record<string, string>) {
  const res = await fetch(`${inject('baseUrl')}/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  const text = await res.text();
  return {
    status: res.status,
    location: res.headers.get('location'),
    body: (text ? JSON.parse(text) : null) as { status: boolean; code: number; message: string } | null,
  };
}

/**
 * The whole purchase as the browser makes it: start, Paytm's page, the callback, then processpayment from
 * /paymentprocess.
 */
export async function pay(
  client: TestClient,
  body: Record<string, unknown>,
  decision: 'approve' | 'decline' = 'approve',
  options: CheckoutOptions = {},
) {
  const start = await startPayment(client, body);
  if (start.body.code !== 200) throw new Error(`startpayment answered ${start.body.code}: ${start.body.message}`);
  const { fields } = await paytmCheckout(start.body.data, decision, options);
  const callback = await postPaytm('paytmcallback', fields);
  if (callback.status !== 303 || !callback.location?.startsWith('/paymentprocess?'))
    throw new Error(`The callback answered ${callback.status} ${callback.location}`);
  const query = Object.fromEntries(new URL(callback.location, inject('baseUrl')).searchParams);
  return {
    start: start.body.data,
    fields,
    query,
    processed: await client.post<PaymentResult>('/v1/processpayment', { ...query, ISWEB: 1 }),
  };
}

/** The sandbox sends Paytm's webhook for an order now (again, as Paytm retries), and says what the API answered. */
export async function paytmWebhook(
  orderId: string,
): Promise<{ status: number; body: { code: number; message: string } }> {
  const res = await fetch(`${inject('baseUrl')}/_local/paytm/webhook`, {
    method: 'POST',
    body: new URLSearchParams({ orderId }),
  });
  return (await res.json()) as { status: number; body: { code: number; message: string } };
}

/** The bank settles a pending payment; Paytm's webhook follows unless held back. */
export async function bankSettles(
  orderId: string,
  decision: 'approve' | 'decline',
  options: { webhook?: boolean } = {},
) {
  const res = await fetch(`${inject('baseUrl')}/_local/paytm/bank`, {
    method: 'POST',
    body: new URLSearchParams({ orderId, decision, ...(options.webhook === false ? { webhook: '0' } : {}) }),
  });
  return (await res.json()) as {
    status: string;
    webhook: { status: number; body: { code: number; message: string } } | null;
  };
}

/** The sandbox's Paytm MID and merchant key for this suite's data folder (derived as the stack derives them). */
export function paytmKeys() {
  return sandboxPaytmKeys(JSON.parse(inject('signingKey')));
}

/** The sandbox's Stripe keys for this suite's data folder (derived as the stack derives them). */
export function stripeKeys() {
  return sandboxStripeKeys(JSON.parse(inject('signingKey')));
}

/**
 * Pays in the sandbox's Stripe mode as the learner's browser does: opens the Checkout page, presses
 * Approve or Decline, and follows Stripe's redirect back; the body processpayment then gets.
 * `webhook: false` holds Stripe's event back (a webhook that arrives after the learner).
 */
export async function stripeCheckout(
  start: PaymentStart,
  decision: 'approve' | 'decline',
  options: { webhook?: boolean } = {},
): Promise<Record<string, string>> {
  const page = await fetch(start.postUrl);
  if (page.status !== 200) throw new Error(`The sandbox Checkout page answered ${page.status}`);
  const form = new URLSearchParams({ decision, ...(options.webhook === false ? { webhook: '0' } : {}) });
  const answer = await fetch(start.postUrl, { method: 'POST', body: form, redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '', inject('baseUrl'));
  if (answer.status !== 303 || location.pathname !== '/paymentprocess')
    throw new Error(`The sandbox answered ${answer.status} ${location.href}`);
  return Object.fromEntries(location.searchParams);
}

/** The session as the sandbox's Stripe API holds it (what Stripe would put in an event). */
export async function stripeSessionObject(sessionId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${inject('baseUrl')}/_local/stripe/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${stripeKeys().secretKey}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

/** Posts a Stripe event to the webhook, signed with `secret` (the sandbox's unless a forger's). */
export async function postStripeEvent(type: string, object: unknown, secret = stripeKeys().webhookSecret) {
  const { payload, signature } = await signedEvent(type, object, secret);
  const res = await fetch(`${inject('baseUrl')}/v1/stripewebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { status: boolean; code: number; message: string } };
}

/** The sandbox forges an order's Transaction Status answers from now on (`none`: honest again). */
export async function forgePaytmStatus(orderId: string, what: 'body' | 'signature' | 'none'): Promise<void> {
  const res = await fetch(`${inject('baseUrl')}/_local/paytm/tamper`, {
    method: 'POST',
    body: new URLSearchParams({ orderId, what }),
  });
  if (res.status !== 204) throw new Error(`The sandbox's tamper answered ${res.status}`);
}
