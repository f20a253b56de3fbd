import type { JWK } from 'jose';
import type { PaymentStart } from '#shared/api/contract-commerce';
import { stackData } from '../support/learners';
import { checkoutInSandbox, postCallback } from '../support/paytm-forms';
import { quantile, shuffled } from './stats';

/**
 * startpayment, Paytm's callback and processpayment on the local stack, through the local API and its
 * authorizer as a browser calls them: in rupees through the paytm gateway against the sandbox playing
 * Paytm (Initiate Transaction at start; the checksum over every field and the Transaction Status API
 * at the callback, which grants), and in dollars (the real Stripe client against the sandbox playing
 * Stripe: a Checkout Session created, then read back). "start → callback → granted" is the learner's
 * whole wait on our side: startpayment, the callback (verified, asked of Paytm, paid and granted in
 * one transaction, receipt sent) and the page's processpayment, the provider's page between not timed.
 * Beside them, in the same interleaved rounds, two baselines: POST v1/log_payment, the cheapest
 * signed-in write (one PutItem), and GET v3/user_profile, a plain authorised read (one GetItem).
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

export interface CommerceFigures {
  baseline: Latency;
  getBaseline: Latency;
  rows: Latency[];
  journey: Latency;
}

export async function measureCommerce(stack: Stack, rounds: number): Promise<CommerceFigures> {
  const store = stackData({ dynamodbEndpoint: stack.endpoints.dynamodb, signingKey: stack.keys.privateJwk });
  const call = async <T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${stack.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'access-token': token, platform: 'w1' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as { code: number; data: T; message: string };
    if (json.code !== 200) throw new Error(`${path} answered ${json.code}: ${json.message}`);
    return { ms: performance.now() - started, data: json.data };
  };
  const names = [
    'log_payment',
    'GET user_profile',
    'startpayment INR',
    'Paytm callback',
    'processpayment INR',
    'start → callback → granted',
    'startpayment USD',
    'processpayment USD',
  ] as const;
  const samples = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<(typeof names)[number], number[]>;

  const inr = async (token: string) => {
    const start = await call<PaymentStart>(token, 'POST', '/v1/startpayment', {
      product_id: 5002,
      state_name: 'Karnataka',
      payment_type: 'paytm',
    });
    // Paytm's page, not timed; its webhook held back, so the callback is what grants.
    const { callbackUrl, fields } = await checkoutInSandbox(stack.url, start.data, 'approve', { webhook: false });
    const before = performance.now();
    const callback = await postCallback(callbackUrl, fields);
    const callbackMs = performance.now() - before;
    if (callback.status !== 303) throw new Error(`The callback answered ${callback.status}`);
    const processed = await call(token, 'POST', '/v1/processpayment', {
      ORDERID: start.data.trans_id,
      payment_type: 'paytm',
      ISWEB: 1,
    });
    samples['startpayment INR'].push(start.ms);
    samples['Paytm callback'].push(callbackMs);
    samples['processpayment INR'].push(processed.ms);
    samples['start → callback → granted'].push(start.ms + callbackMs + processed.ms);
  };
  const usd = async (token: string) => {
    const start = await call<PaymentStart>(token, 'POST', '/v1/startpayment', {
      product_id: 5001,
      state_name: 'Karnataka',
      payment_type: 'stripe',
    });
    samples['startpayment USD'].push(start.ms);
    // Approve without the webhook, so processpayment does the whole settlement (it reads the session back from
    // "Stripe").
    const back = await fetch(start.data.postUrl, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve', webhook: '0' }),
      redirect: 'manual',
    });
    const query = new URL(back.headers.get('location')!, stack.url).searchParams;
    samples['processpayment USD'].push(
      (
        await call(token, 'POST', '/v1/processpayment', {
          ORDERID: query.get('ORDERID'),
          session_id: query.get('session_id'),
          payment_type: 'stripe',
          ISWEB: 1,
        })
      ).ms,
    );
  };
  const baseline = async (token: string) => {
    samples.log_payment.push(
      (await call(token, 'POST', '/v1/log_payment', { log_data: 'ORDERID=FL-BENCH&STATUS=TXN_SUCCESS' })).ms,
    );
  };
  const getBaseline = async (token: string) => {
    samples['GET user_profile'].push((await call(token, 'GET', '/v3/user_profile')).ms);
  };

  try {
    // A warm-up of each kind (the local server loads each handler module on first use), not counted.
    const warm = await store.learner([]);
    await Promise.all([
      baseline(warm.token),
      getBaseline(warm.token),
      inr(warm.token),
      usd((await store.learner([])).token),
    ]);
    for (const list of Object.values(samples)) list.length = 0;
    // Each round: a new learner per payment (one order each, as buyers are), in a new random order.
    for (let round = 0; round < rounds * 6; round++) {
      for (const step of shuffled([baseline, getBaseline, inr, usd])) await step((await store.learner([])).token);
    }
  } finally {
    store.destroy();
  }
  const figure = (name: (typeof names)[number]): Latency => ({
    name,
    p50: quantile(samples[name], 0.5),
    p99: quantile(samples[name], 0.99),
    n: samples[name].length,
  });
  return {
    baseline: figure('log_payment'),
    getBaseline: figure('GET user_profile'),
    rows: (
      ['startpayment INR', 'Paytm callback', 'processpayment INR', 'startpayment USD', 'processpayment USD'] as const
    ).map(figure),
    journey: figure('start → callback → granted'),
  };
}
