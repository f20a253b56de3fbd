import type { JWK } from 'jose';
import type { PaymentStart } from '#shared/api/contract-commerce';
import { stackData } from '../support/learners';
import { quantile, shuffled } from './stats';

/**
 * startpayment and processpayment on the local stack, through the local API and its authorizer as a
 * browser calls them, in rupees (the sandbox playing Paytm: HMAC checks) and in dollars (the real
 * Stripe client against the sandbox playing Stripe: a Checkout Session created, then read back).
 * Beside them, in the same interleaved rounds, the baseline: POST v1/log_payment, the cheapest
 * signed-in write (one PutItem through the same pipeline). The provider's page between start and
 * process is not timed; a processpayment includes the transaction, the receipt and the bill PDF.
 */
export interface Latency {
  name: string;
  p50: number;
  p99: number;
  n: number;
}

interface Stack {
  url: string;
  endpoints: { dynamodb: string };
  keys: { privateJwk: JWK };
}

export async function measureCommerce(stack: Stack, rounds: number): Promise<{ baseline: Latency; rows: Latency[] }> {
  const store = stackData({ dynamodbEndpoint: stack.endpoints.dynamodb, signingKey: stack.keys.privateJwk });
  const post = async <T>(token: string, path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'access-token': token, platform: 'w1' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { code: number; data: T; message: string };
    if (json.code !== 200) throw new Error(`${path} answered ${json.code}: ${json.message}`);
    return { ms: performance.now() - started, data: json.data };
  };
  const samples: Record<string, number[]> = { log_payment: [], 'startpayment INR': [], 'processpayment INR': [], 'startpayment USD': [], 'processpayment USD': [] };

  const inr = async (token: string) => {
    const start = await post<PaymentStart>(token, '/v1/startpayment', { product_id: 5002, state_name: 'Karnataka', payment_type: 'sandbox' });
    samples['startpayment INR']!.push(start.ms);
    const form = new URLSearchParams({ ...start.data.params, CHECKSUMHASH: start.data.CHECKSUMHASH, decision: 'approve' });
    const back = await fetch(`${stack.url}/_local/pay/result`, { method: 'POST', body: form, redirect: 'manual' });
    const result = Object.fromEntries(new URL(back.headers.get('location')!, stack.url).searchParams);
    samples['processpayment INR']!.push((await post(token, '/v1/processpayment', { ...result, ISWEB: 1 })).ms);
  };
  const usd = async (token: string) => {
    const start = await post<PaymentStart>(token, '/v1/startpayment', { product_id: 5001, state_name: 'Karnataka', payment_type: 'stripe' });
    samples['startpayment USD']!.push(start.ms);
    // Approve without the webhook, so processpayment does the whole settlement (it reads the session back from "Stripe").
    const back = await fetch(start.data.postUrl, { method: 'POST', body: new URLSearchParams({ decision: 'approve', webhook: '0' }), redirect: 'manual' });
    const query = new URL(back.headers.get('location')!, stack.url).searchParams;
    samples['processpayment USD']!.push((await post(token, '/v1/processpayment', { ORDERID: query.get('ORDERID'), session_id: query.get('session_id'), payment_type: 'stripe', ISWEB: 1 })).ms);
  };
  const baseline = async (token: string) => {
    samples.log_payment!.push((await post(token, '/v1/log_payment', { log_data: 'ORDERID=FL-BENCH&STATUS=TXN_SUCCESS' })).ms);
  };

  try {
    // A warm-up of each kind (the local server loads each handler module on first use), not counted.
    const warm = await store.learner([]);
    await Promise.all([baseline(warm.token), inr(warm.token), usd((await store.learner([])).token)]);
    for (const list of Object.values(samples)) list.length = 0;
    // Each round: a new learner per payment (one order each, as buyers are), in a new random order.
    for (let round = 0; round < rounds * 6; round++) {
      for (const step of shuffled([baseline, inr, usd])) await step((await store.learner([])).token);
    }
  } finally {
    store.destroy();
  }
  const figure = (name: string): Latency => ({ name, p50: quantile(samples[name]!, 0.5), p99: quantile(samples[name]!, 0.99), n: samples[name]!.length });
  return { baseline: figure('log_payment'), rows: ['startpayment INR', 'processpayment INR', 'startpayment USD', 'processpayment USD'].map(figure) };
}
