import { inject } from 'vitest';
import type { PaymentStart } from '#shared/api/contract-commerce';
import type { TestClient } from './api-client';
import { sandboxStripeKeys, signedEvent } from '../../infra/local/stripe-sandbox';

/**
 * Pays as a person does in the local sandbox: the web's hidden form posted to the sandbox page,
 * Approve or Decline pressed, and the signed result the sandbox sends back to /paymentprocess.
 */
export async function startPayment(client: TestClient, body: Record<string, unknown>) {
  return client.post<PaymentStart>('/v1/startpayment', { payment_type: 'sandbox', state_name: 'Karnataka', ...body });
}

export async function sandboxResult(start: PaymentStart, decision: 'approve' | 'decline'): Promise<Record<string, string>> {
  const base = inject('baseUrl');
  const form = new URLSearchParams({ ...start.params, CHECKSUMHASH: start.CHECKSUMHASH });
  const page = await fetch(base + start.postUrl, { method: 'POST', body: form });
  if (page.status !== 200) throw new Error(`The sandbox page answered ${page.status}`);
  const answer = await fetch(`${base}/_local/pay/result`, { method: 'POST', body: new URLSearchParams({ ...Object.fromEntries(form), decision }), redirect: 'manual' });
  const location = answer.headers.get('location') ?? '';
  if (answer.status !== 303 || !location.startsWith('/paymentprocess?')) throw new Error(`The sandbox answered ${answer.status} ${location}`);
  return Object.fromEntries(new URL(location, base).searchParams);
}

export async function pay(client: TestClient, body: Record<string, unknown>, decision: 'approve' | 'decline' = 'approve') {
  const start = await startPayment(client, body);
  if (start.body.code !== 200) throw new Error(`startpayment answered ${start.body.code}: ${start.body.message}`);
  const result = await sandboxResult(start.body.data, decision);
  return { start: start.body.data, result, processed: await client.post('/v1/processpayment', { ...result, ISWEB: 1 }) };
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
export async function stripeCheckout(start: PaymentStart, decision: 'approve' | 'decline', options: { webhook?: boolean } = {}): Promise<Record<string, string>> {
  const page = await fetch(start.postUrl);
  if (page.status !== 200) throw new Error(`The sandbox Checkout page answered ${page.status}`);
  const form = new URLSearchParams({ decision, ...(options.webhook === false ? { webhook: '0' } : {}) });
  const answer = await fetch(start.postUrl, { method: 'POST', body: form, redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '', inject('baseUrl'));
  if (answer.status !== 303 || location.pathname !== '/paymentprocess') throw new Error(`The sandbox answered ${answer.status} ${location.href}`);
  return Object.fromEntries(location.searchParams);
}

/** The session as the sandbox's Stripe API holds it (what Stripe would put in an event). */
export async function stripeSessionObject(sessionId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${inject('baseUrl')}/_local/stripe/v1/checkout/sessions/${sessionId}`, { headers: { authorization: `Bearer ${stripeKeys().secretKey}` } });
  return (await res.json()) as Record<string, unknown>;
}

/** Posts a Stripe event to the webhook, signed with `secret` (the sandbox's unless a forger's). */
export async function postStripeEvent(type: string, object: unknown, secret = stripeKeys().webhookSecret) {
  const { payload, signature } = await signedEvent(type, object, secret);
  const res = await fetch(`${inject('baseUrl')}/v1/stripewebhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  return { status: res.status, body: (await res.json()) as { status: boolean; code: number; message: string } };
}
