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

async function startStripe(client: Awaited<ReturnType<typeof international>>['client'], body: Record<string, unknown> = {}) {
  const start = await startPayment(client, { product_id: 5001, payment_type: 'stripe', ...body });
  expect(start.body.code, start.body.message).toBe(200);
  return start.body.data;
}

const ret = (r: Record<string, string>) => ({ ORDERID: r.ORDERID, payment_type: r.payment_type, session_id: r.session_id, ISWEB: 1 });

describe('paying in dollars with Stripe', () => {
  it('seeds an international demo learner who is shown dollars', async () => {
    const client = new TestClient();
    const login = await client.post('/v1/login', { login_id: 'sam@example.com', pin: '864200' });
    expect(login.body.code).toBe(200);
    client.token = login.body.data.token;
    expect((await client.get('/v3/user_profile')).body.data).toMatchObject({ is_international: true, full_name: 'Sam Carter' });
    expect((await client.get<Product[]>('/v1/products?international=1')).body.data.map((p) => p.product_id)).toContain(5006);
  });

  it('shows an international learner dollars and takes them through Stripe Checkout; the webhook pays, the return shows success once', async () => {
    const { client, userId } = await international();
    expect((await client.get('/v3/user_profile')).body.data).toMatchObject({ is_international: true });
    const start = await startStripe(client, { coupon: 'WELCOME10' });
    expect(start).toMatchObject({ post_method: 'GET', params: { CURRENCY: 'USD', TXN_AMOUNT: '26.00' }, inr_price: 0 });
    expect(start.postUrl).toMatch(/\/_local\/stripe\/checkout\/cs_test_/);
    const back = await stripeCheckout(start, 'approve');
    // Stripe's webhook arrived before the learner: the order is paid and granted already.
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({ status: 'paid', amount: 26, currency: 'USD' });
    expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toMatchObject({ purchaseStatus: 'purchased' });
    const first = await client.post('/v1/processpayment', ret(back));
    expect(first.body).toMatchObject({ code: 200, message: 'Payment successful', data: { amount: 26, currency: 'USD', courses: [101] } });
    const before = await itemsOf(userId, '');
    expect((await client.post('/v1/processpayment', ret(back))).body).toMatchObject({ code: 409, message: 'Payment already processed' });
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
    expect((await client.post('/v1/processpayment', ret(back))).body).toMatchObject({ code: 200, data: { amount: 29, currency: 'USD' } });
    const before = await itemsOf(userId, '');
    expect((await postStripeEvent('checkout.session.completed', await stripeSessionObject(back.session_id!))).body.message).toBe('Payment already processed');
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('refuses forged events and tampered amounts or currencies, writing nothing', async () => {
    const { client, userId } = await international();
    const start = await startStripe(client);
    const back = await stripeCheckout(start, 'approve', { webhook: false });
    const session = await stripeSessionObject(back.session_id!);
    const before = await itemsOf(userId, '');
    expect((await postStripeEvent('checkout.session.completed', session, 'whsec_forger')).status).toBe(400);
    const unsigned = await fetch(`${inject('baseUrl')}/v1/stripewebhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: session } }) });
    expect(unsigned.status).toBe(400);
    expect((await postStripeEvent('checkout.session.completed', { ...session, amount_total: 100 })).body).toMatchObject({ code: 400 });
    expect((await postStripeEvent('checkout.session.completed', { ...session, currency: 'inr' })).body).toMatchObject({ code: 400 });
    expect(await itemsOf(userId, '')).toEqual(before);
    // Another learner's session proves nothing about this order.
    const other = await international();
    const theirs = await stripeCheckout(await startStripe(other.client), 'approve', { webhook: false });
    expect((await client.post('/v1/processpayment', { ...ret(back), session_id: theirs.session_id })).body.code).toBe(400);
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('declined: back from Checkout unpaid, the session is closed, the order failed and nothing granted', async () => {
    const { client, userId } = await international();
    const start = await startStripe(client, { product_id: 5006 });
    const back = await stripeCheckout(start, 'decline');
    expect((await client.post('/v1/processpayment', ret(back))).body).toMatchObject({ code: 402, message: 'payment failure' });
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({ status: 'failed' });
    expect(await stripeSessionObject(back.session_id!)).toMatchObject({ status: 'expired' });
    expect(await getItem(`USER#${userId}`, 'COURSE#201#ENROL')).toBeUndefined();
  });

  it('charges the currency the rules give: dollars for the card type, rupee gateways refused to international learners, domestic-only products not sold in dollars', async () => {
    const domestic = await freshLearner([]);
    expect((await startPayment(domestic.client, { product_id: 5001, payment_type: 'stripe' })).body.data.params).toMatchObject({ CURRENCY: 'USD', TXN_AMOUNT: '29.00' });
    expect((await startPayment(domestic.client, { product_id: 5002, payment_type: 'stripe' })).body).toMatchObject({ code: 404, message: 'Product not available' });
    const abroad = await international();
    expect((await startPayment(abroad.client, { product_id: 5001, payment_type: 'sandbox' })).body.code).toBe(422);
    const products = (await abroad.client.get<Product[]>('/v1/coupon/WELCOME10/5001')).body.data as unknown as { currency: string; discounted_price: number };
    expect(products).toMatchObject({ currency: 'USD', discounted_price: 26 });
  });
});
