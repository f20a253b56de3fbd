import { describe, expect, it } from 'vitest';
import type { CouponResult, Product } from '#shared/api/contract-commerce';
import type { OrderItem } from '#shared/api/contract-accounts';
import { freshLearner, itemsOf } from '../support/attempts';
import { getItem, putItem } from '../support/table';
import { pay, paytmCheckout, postPaytm, startPayment } from '../support/payments';
import { signUp } from '../support/accounts';
import { freshEmail } from '../support/api-client';

/**
 * Buying through the local API and the sandbox playing Paytm: the server's prices, coupons and the
 * Tamil Nadu GST rule, who may buy what, one transaction that pays and grants, and every forged,
 * tampered, repeated or declined callback refused with nothing granted (Paytm's own flow in detail:
 * commerce-paytm.test.ts).
 */
const learner = () => freshLearner([]);

describe('the catalogue', () => {
  it('lists products for the user’s country with the rounded percent off, and hides what is not sold there', async () => {
    const { client } = await learner();
    const domestic = (await client.get<Product[]>('/v1/products?international=0')).body.data;
    const ids = domestic.map((p) => p.product_id);
    expect(ids).toEqual(expect.arrayContaining([5001, 5002, 5004]));
    expect(ids).not.toContain(5006);
    expect(domestic.find((p) => p.product_id === 5001)).toMatchObject({
      offer_price: 1499,
      original_price: 2499,
      percent_off: 40,
      is_purchased: false,
    });
    const international = (await client.get<Product[]>('/v1/products?international=1')).body.data.map(
      (p) => p.product_id,
    );
    expect(international).toContain(5006);
    expect(international).not.toContain(5002);
    expect((await client.get('/v1/products/999999')).body).toMatchObject({
      code: 404,
      message: 'Product not available',
    });
  });

  it('checks coupons against the product and the date', async () => {
    const { client } = await learner();
    const check = async (code: string, product = 5001) =>
      (await client.get<CouponResult>(`/v1/coupon/${code}/${product}`)).body;
    expect((await check('welcome10')).data).toMatchObject({
      result: 'valid',
      discounted_price: 1349,
      discount_price: 150,
    });
    expect((await check('FLAT200', 5003)).data).toMatchObject({ result: 'valid', discounted_price: 2799 });
    expect(await check('FLAT200')).toMatchObject({ code: 422, message: 'This coupon cannot be used for this course.' });
    expect(await check('SUMMER2024')).toMatchObject({ code: 422, message: 'This coupon has expired.' });
    expect(await check('NOSUCH')).toMatchObject({ code: 422, message: 'This coupon code is not valid.' });
  });
});

describe('a payment', () => {
  it('needs a state, takes its price from the server, and sets the GST flag by state', async () => {
    const { client, userId } = await learner();
    expect((await startPayment(client, { product_id: 5001, state_name: '' })).body).toMatchObject({
      code: 422,
      message: 'Please select State',
    });
    const tn = (
      await startPayment(client, {
        product_id: 5001,
        state_name: 'Tamil Nadu',
        coupon: 'WELCOME10',
        amount: 1,
        TXN_AMOUNT: '1.00',
      })
    ).body.data;
    expect(tn.params).toMatchObject({ TXN_AMOUNT: '1349.00', CURRENCY: 'INR' });
    expect(await getItem(`USER#${userId}`, `ORDER#${tn.params.ORDER_ID}`)).toMatchObject({
      status: 'created',
      amount: 1349,
      isGst: 'N',
      coupon: 'WELCOME10',
    });
    const ka = (await startPayment(client, { product_id: 5001, state_name: 'Karnataka' })).body.data;
    expect(await getItem(`USER#${userId}`, `ORDER#${ka.params.ORDER_ID}`)).toMatchObject({ amount: 1499, isGst: 'Y' });
    expect((await startPayment(client, { product_id: 5001, coupon: 'SUMMER2024' })).body).toMatchObject({
      code: 422,
      message: 'This coupon has expired.',
    });
  });

  it('approved: pays once, unlocks the course, lists the order, notifies and sends a receipt; a second callback changes nothing', async () => {
    const { client, userId } = await learner();
    const { start, fields, query, processed } = await pay(client, { product_id: 5001, coupon: 'WELCOME10' });
    expect(processed.body).toMatchObject({
      code: 200,
      message: 'Payment successful',
      data: { order_id: start.params.ORDER_ID, amount: 1349, courses: [101] },
    });
    expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toMatchObject({
      purchaseStatus: 'purchased',
      grantedBy: `order:${start.params.ORDER_ID}`,
    });
    const orders = (await client.get<OrderItem[]>('/v1/orders')).body.data;
    expect(orders).toEqual([
      expect.objectContaining({
        order_id: start.params.ORDER_ID,
        product_name: 'Everyday English for Adults',
        amount: 1349,
        currency: 'INR',
      }),
    ]);
    expect((await itemsOf(userId, 'NOTE#')).map((n) => n.message)).toContain(
      'Payment received: Everyday English for Adults is unlocked.',
    );
    const course = (await client.get('/v1/courses/101')).body;
    expect(course.code).toBe(200);

    const before = await itemsOf(userId, '');
    const again = await client.post('/v1/processpayment', { ...query, ISWEB: 1 });
    expect(again.body).toMatchObject({ status: false, code: 409, message: 'Payment already processed' });
    expect((await postPaytm('paytmcallback', fields)).status).toBe(303);
    expect(await itemsOf(userId, '')).toEqual(before);
  });

  it('declined: answers “payment failure” and grants nothing', async () => {
    const { client, userId } = await learner();
    const { start, processed } = await pay(client, { product_id: 5002 }, 'decline');
    expect(processed.body).toMatchObject({ status: false, code: 402, message: 'payment failure' });
    expect(await getItem(`USER#${userId}`, 'COURSE#683#ENROL')).toBeUndefined();
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({ status: 'failed' });
    expect((await client.get('/v1/orders')).body.data).toEqual([]);
  });

  it('refuses forged and tampered results and another user’s order, writing nothing', async () => {
    const { client, userId } = await learner();
    const start = (await startPayment(client, { product_id: 5001 })).body.data;
    const { fields } = await paytmCheckout(start, 'approve', { webhook: false });
    const before = await itemsOf(userId, '');
    const refused = async (body: Record<string, string>) => {
      const res = await postPaytm('paytmcallback', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: { error: 'paymentInvalid' } });
    };
    await refused({ ...fields, CHECKSUMHASH: 'A'.repeat(107) + '=' });
    await refused({ ...fields, TXNAMOUNT: '1.00' });
    await refused({ ...fields, STATUS: 'TXN_FAILURE' });
    const stranger = await learner();
    expect(
      (
        await stranger.client.post('/v1/processpayment', {
          ORDERID: start.params.ORDER_ID,
          payment_type: 'paytm',
          ISWEB: 1,
        })
      ).body.code,
    ).toBe(404);
    expect(await itemsOf(userId, '')).toEqual(before);
    // Paytm's page itself refuses a form whose token is not the one Initiate Transaction gave.
    const forged = await fetch(start.postUrl, {
      method: 'POST',
      body: new URLSearchParams({ ...start.form, txnToken: 'f'.repeat(32) }),
    });
    expect(forged.status).toBe(400);
  });

  it('a parent buys a child licence for their child, and it is that child’s at once', async () => {
    const parent = await signUp({ parentName: 'Meena Pillai' });
    const child = (
      await parent.client.post('/v1/childprofile', { child_name: 'Arav Pillai', child_grade: '5', child_avatar: 2 })
    ).body.data.child;
    expect((await parent.client.get(`/v1/product/5004/${child.child_id}`)).body.data).toMatchObject({
      product_id: 5004,
      is_purchased: false,
      is_parentpurchased: false,
    });
    const { processed } = await pay(parent.client, { product_id: 5004, child_id: child.child_id });
    expect(processed.body).toMatchObject({ code: 200, data: { isChildCourse: true, child_id: child.child_id } });
    expect((await parent.client.get(`/v1/product/5004/${child.child_id}`)).body.data).toMatchObject({
      is_purchased: true,
      is_parentpurchased: false,
    });
    // Nothing is left to apply: the licence went to Arav with the payment.
    expect((await parent.client.post('/v1/childlicense', { child_id: child.child_id })).body.code).toBe(409);
    const stranger = await learner();
    expect((await stranger.client.get(`/v1/product/5004/${child.child_id}`)).body.code).toBe(404);
  });

  it('counts a coupon’s uses when payments succeed: 20 racing payments with a 3-use coupon pay exactly 3', async () => {
    await putItem({
      pk: 'COUPON#RACE3',
      sk: 'COUPON',
      entity: 'coupon',
      code: 'RACE3',
      kind: 'percent',
      value: 50,
      productIds: [],
      validFrom: '2025-01-01',
      validTo: '2035-01-01',
      maxUses: 3,
      used: 0,
    });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => learner()));
    const starts = await Promise.all(buyers.map((b) => startPayment(b.client, { product_id: 5002, coupon: 'RACE3' })));
    const results = await Promise.all(starts.map((s) => paytmCheckout(s.body.data, 'approve', { webhook: false })));
    // The 20 callbacks race, then each learner's page asks processpayment.
    expect(
      (await Promise.all(results.map((r) => postPaytm('paytmcallback', r.fields)))).every((c) => c.status === 303),
    ).toBe(true);
    const answers = await Promise.all(
      buyers.map((b, i) =>
        b.client.post('/v1/processpayment', {
          ORDERID: starts[i]!.body.data.params.ORDER_ID,
          payment_type: 'paytm',
          ISWEB: 1,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 402)).toHaveLength(17);
    expect(await getItem('COUPON#RACE3', 'COUPON')).toMatchObject({ used: 3 });
    const enrolled = await Promise.all(buyers.map((b) => getItem(`USER#${b.userId}`, 'COURSE#683#ENROL')));
    expect(enrolled.filter(Boolean)).toHaveLength(3);
    // The 17 who paid too late are kept for a refund, not lost.
    const orders = await Promise.all(
      buyers.map((b, i) => getItem(`USER#${b.userId}`, `ORDER#${starts[i]!.body.data.params.ORDER_ID}`)),
    );
    expect(orders.filter((o) => o?.status === 'failed' && o.refundDue === true && !('expiresAt' in o))).toHaveLength(
      17,
    );
  });

  it('sells only what the product list offers the buyer: not an international product at home, nor a child’s to a non-parent', async () => {
    const { client, userId } = await learner();
    for (const payment_type of ['paytm', 'stripe']) {
      expect((await startPayment(client, { product_id: 5006, payment_type })).body).toMatchObject({
        code: 404,
        message: 'Product not available',
      });
    }
    expect((await startPayment(client, { product_id: 5004 })).body).toMatchObject({
      code: 404,
      message: 'Product not available',
    });
    expect(await itemsOf(userId, 'ORDER#')).toEqual([]);
  });
});

describe('a bill for a learner who adds their name after buying', () => {
  it('asks for the name, then makes the bill on the first History request after the name is saved', async () => {
    const { client, userId } = await learner();
    const { start } = await pay(client, { product_id: 5002, state_name: 'Tamil Nadu' });
    const [before] = (await client.get<OrderItem[]>('/v1/orders')).body.data;
    expect(before).toMatchObject({ order_id: start.params.ORDER_ID, bill: null, bill_status: 'name_needed' });
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).not.toHaveProperty('billKey');
    const saved = await client.post('/v3/user_profile', {
      full_name: 'Kavya Raman',
      email: freshEmail(),
      user_type: 'Student',
      gender: 'F',
      age: '24',
      primary_purpose: 'Grow in my career',
    });
    expect(saved.body.code).toBe(200);
    const [after] = (await client.get<OrderItem[]>('/v1/orders')).body.data;
    expect(after).toMatchObject({ bill_status: 'ready', bill: expect.stringMatching(/X-Amz-Signature/) });
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(await (await fetch(after!.bill!)).arrayBuffer()), {
      mergePages: true,
    });
    expect(text).toContain('Kavya Raman');
    expect(text).toContain('CGST 9%');
    expect(await getItem(`USER#${userId}`, `ORDER#${start.params.ORDER_ID}`)).toMatchObject({
      billKey: `bills/${userId}/${start.params.ORDER_ID}.pdf`,
    });
  });
});
