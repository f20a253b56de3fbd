import { inject } from 'vitest';
import type { PaymentStart } from '#shared/api/contract-commerce';
import type { TestClient } from './api-client';

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
