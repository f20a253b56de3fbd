import { describe, expect, inject, it } from 'vitest';
import type { Product } from '#shared/api/contract-commerce';
import { freshLearner, itemsOf } from '../support/attempts';
import { getItem, setFields } from '../support/table';
import { TestClient } from '../support/api-client';
import { postStripeEvent, startPayment, stripeCheckout, stripeSessionObject } from '../support/payments';

/**
 * Dollars through the Stripe adapter and the sandbox playing Stripe: the real `stripe` client talks
 * to the local stand-in, the webhook's signature is checked with the package's own verifier, and
 * processpayment reads the session back from "Stripe". Forged, repeated and tampered events are
 * refused with nothing written.
 */
async function international() {
  const learner = await freshLearner([]);
  await setFields(`USER#${learner.userId}`, 'PROFILE', { international: true });
  return learner;
}

async function startStripe(
  client: Awaited<ReturnType<typeof international>>['client'],
  body: Record<string, unknown> = {},
) {
  const start = await startPayment(client, { product_id: 5001, payment_type: 'stripe', ...body });
  expect(start.body.code, start.body.message).toBe(200);
  return start.body.data;
}

const ret = (r: Record<string, string>) => ({
  ORDERID: r.ORDERID,
  payment_type: r.payment_type,
  session_id: r.session_id,
  ISWEB: 1,
});

describe('paying in dollars with Stripe', () => {
  it('seeds an international demo learner who is shown dollars', async () => {
    const client = new TestClient();
    const login = await client.post('/v1/login', { login_id: 'sam@example.com', pin: '864200' });
    expect(login.body.code).toBe(200);
    client.token = login.body.data.token;
    expect((await client.get('/v3/user_profile')).body.data).toMatchObject({
      is_international: true,
      full_name: 'Sam Carter',
    });
    expect((await client.get<Product[]>('/v1/products?international=1')).body.data.map((p) => p.product_id)).toContain(
      5006,
    );
  });

  it('shows an international learner dollars and takes them through Stripe Checkout; the webhook pays, the return shows success once', async () => {
    const { client, userId } = await international();
    expect((await client.get('/v3/user_profile')).body.data).toMatchObject({ is_international: true });
    const start = await startStripe(client, { coupon: 'WELCOME10' });
    expect(start).toMatchObject({ post_method: 'GET', params: { CURRENCY: 'USD', TXN_AMOUNT: '26.00' }, inr_price: 0 });
    expect(start.postUrl).toMatch(/\/_local\/stripe\/checkout\/cs_test_/);
    const back = await stripeCheckout(start, 'approve');
    // Stripe's webhook arrived before the learner: the order is paid and granted already.
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({
      status: 'paid',
      amount: 26,
      currency: 'USD',
    });
    expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toMatchObject({ purchaseStatus: 'purchased' });
    const first = await client.post('/v1/processpayment', ret(back));
    expect(first.body).toMatchObject({
      code: 200,
      message: 'Payment successful',
      data: { amount: 26, currency: 'USD', courses: [101] },
    });
    const before = await itemsOf(userId, '');
    expect((await client.post('/v1/processpayment', ret(back))).body).toMatchObject({
      code: 409,
      message: 'Payment already processed',
    });
    // Stripe delivers at least once: the same event again is acknowledged and changes nothing.
    const again = await postStripeEvent('checkout.session.completed', await stripeSessionObject(back.session_id!));
    expect(again.body).toMatchObject({ code: 200, message: 'Payment already processed' });
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('pays from the learner’s return when the webhook is late, and the late webhook changes nothing', async () => {
    const { client, userId } = await international();
    const start = await startStripe(client);
    const back = await stripeCheckout(start, 'approve', { webhook: false });
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({ status: 'created' });
    expect((await client.post('/v1/processpayment', ret(back))).body).toMatchObject({
      code: 200,
      data: { amount: 29, currency: 'USD' },
    });
    const before = await itemsOf(userId, '');
    expect(
      (await postStripeEvent('checkout.session.completed', await stripeSessionObject(back.session_id!))).body.message,
    ).toBe('Payment already processed');
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('refuses forged events and tampered amounts or currencies, writing nothing', async () => {
    const { client, userId } = await international();
    const start = await startStripe(client);
    const back = await stripeCheckout(start, 'approve', { webhook: false });
    const session = await stripeSessionObject(back.session_id!);
    const before = await itemsOf(userId, '');
    expect((await postStripeEvent('checkout.session.completed', session, 'whsec_forger')).status).toBe(400);
    const unsigned = await fetch(`${inject('baseUrl')}/v1/stripewebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: session } }),
    });
    expect(unsigned.status).toBe(400);
    expect((await postStripeEvent('checkout.session.completed', { ...session, amount_total: 100 })).body).toMatchObject(
      { code: 400 },
    );
    expect((await postStripeEvent('checkout.session.completed', { ...session, currency: 'inr' })).body).toMatchObject({
      code: 400,
    });
    expect(await itemsOf(userId, '')).toEqual(before);
    // Another learner's session proves nothing about this order.
    const other = await international();
    const theirs = await stripeCheckout(await startStripe(other.client), 'approve', { webhook: false });
    expect((await client.post('/v1/processpayment', { ...ret(back), session_id: theirs.session_id })).body.code).toBe(
      400,
    );
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('declined: back from Checkout unpaid, the session is closed, the order failed and nothing granted', async () => {
    const { client, userId } = await international();
    const start = await startStripe(client, { product_id: 5006 });
    const back = await stripeCheckout(start, 'decline');
    expect((await client.post('/v1/processpayment', ret(back))).body).toMatchObject({
      code: 402,
      message: 'payment failure',
    });
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({ status: 'failed' });
    expect(await stripeSessionObject(back.session_id!)).toMatchObject({ status: 'expired' });
    expect(await getItem(`USER#${userId}`, 'COURSE#201#ENROL')).toBeUndefined();
  });

  it('charges the currency the rules give: dollars for the card type, rupee gateways refused to international learners, domestic-only products not sold in dollars', async () => {
    const domestic = await freshLearner([]);
    expect(
      (await startPayment(domestic.client, { product_id: 5001, payment_type: 'stripe' })).body.data.params,
    ).toMatchObject({ CURRENCY: 'USD', TXN_AMOUNT: '29.00' });
    expect((await startPayment(domestic.client, { product_id: 5002, payment_type: 'stripe' })).body).toMatchObject({
      code: 404,
      message: 'Product not available',
    });
    const abroad = await international();
    expect((await startPayment(abroad.client, { product_id: 5001, payment_type: 'paytm' })).body.code).toBe(422);
    const products = (await abroad.client.get<Product[]>('/v1/coupon/WELCOME10/5001')).body.data as unknown as {
      currency: string;
      discounted_price: number;
    };
    expect(products).toMatchObject({ currency: 'USD', discounted_price: 26 });
  });

  it('holds the order’s price for 30 minutes: Checkout closes then (Stripe’s shortest session, plus a minute)', async () => {
    const { client, userId } = await international();
    const start = await startStripe(client);
    const order = await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`);
    expect(Date.parse(order!.holdUntil) - Date.parse(order!.orderedAt)).toBe(30 * 60_000);
    expect(start.order_expires_at).toBe(order!.holdUntil);
    const session = await stripeSessionObject(start.postUrl.split('/').at(-1)!);
    expect(Number(session.expires_at) * 1000 - Date.parse(order!.holdUntil)).toBeGreaterThanOrEqual(59_000);
    expect(Number(session.expires_at) * 1000 - Date.parse(order!.holdUntil)).toBeLessThanOrEqual(61_000);
  });
});

describe('the learner’s return from Stripe never errors', () => {
  it('answers an unknown session id with 400 “paymentInvalid”, writing nothing', async () => {
    const { client, userId } = await international();
    const start = await startStripe(client);
    const before = await itemsOf(userId, '');
    for (const session_id of ['cs_test_nosuchsession', 'cs_live_a1b2c3']) {
      const res = await client.post('/v1/processpayment', {
        ORDERID: start.params.ORDER_ID,
        payment_type: 'stripe',
        session_id,
        ISWEB: 1,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: { error: 'paymentInvalid' } });
    }
    expect(
      (await client.post('/v1/processpayment', { ORDERID: start.params.ORDER_ID, payment_type: 'stripe', ISWEB: 1 }))
        .body.code,
    ).toBe(400);
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('a session paid between the return’s read and its closing (12 tries): the return shows success, never a 5xx', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const { client, userId } = await international();
      const start = await startStripe(client);
      const sessionId = start.postUrl.split('/').at(-1)!;
      // The card payment completes just after processpayment reads the session as open, before it closes it.
      expect(
        (await fetch(start.postUrl, { method: 'POST', body: new URLSearchParams({ decision: 'approve-after-read' }) }))
          .status,
      ).toBe(204);
      const ret = await client.post('/v1/processpayment', {
        ORDERID: start.params.ORDER_ID,
        payment_type: 'stripe',
        session_id: sessionId,
        ISWEB: 1,
      });
      expect([ret.status, ret.body.code, ret.body.message], `try ${attempt}`).toEqual([200, 200, 'Payment successful']);
      expect(await stripeSessionObject(sessionId)).toMatchObject({ status: 'complete', payment_status: 'paid' });
      expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({ status: 'paid' });
      expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toMatchObject({ purchaseStatus: 'purchased' });
    }
  });

  it('racing Approve, its webhook and the return at once (12 tries, staggered): never a 5xx, and the order ends as Stripe’s session does', async () => {
    const outcomes = new Set<string>();
    for (let attempt = 0; attempt < 12; attempt++) {
      const { client, userId } = await international();
      const start = await startStripe(client);
      const sessionId = start.postUrl.split('/').at(-1)!;
      const back = { ORDERID: start.params.ORDER_ID, payment_type: 'stripe', session_id: sessionId, ISWEB: 1 };
      // The return is sent first; Approve follows 0 to 100 ms later.
      const [ret, approve] = await Promise.all([
        client.post('/v1/processpayment', back),
        new Promise((r) => setTimeout(r, (attempt % 6) * 20)).then(() =>
          fetch(start.postUrl, {
            method: 'POST',
            body: new URLSearchParams({ decision: 'approve' }),
            redirect: 'manual',
          }),
        ),
      ]);
      expect(ret.status, `try ${attempt}: ${JSON.stringify(ret.body)}`).toBeLessThan(500);
      const session = await stripeSessionObject(sessionId);
      const order = await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`);
      outcomes.add(`${session.payment_status} ${ret.body.code}`);
      if (session.payment_status === 'paid') {
        expect(approve.status).toBe(303);
        expect(order, `try ${attempt}`).toMatchObject({ status: 'paid' });
        expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toMatchObject({ purchaseStatus: 'purchased' });
        // Never a failure page for a paid session: success now, or (webhook first) at the next return.
        expect([200, 409]).toContain(ret.body.code);
      } else {
        // The return closed the session first: Approve found it closed and nothing was taken.
        expect(session.status).toBe('expired');
        expect(approve.status).toBe(409);
        expect(order).toMatchObject({ status: 'failed' });
        expect(ret.body).toMatchObject({ code: 402, message: 'payment failure' });
        expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toBeUndefined();
      }
    }
    console.log(`[stripe race] outcomes seen: ${[...outcomes].join(', ')}`);
  });
});
