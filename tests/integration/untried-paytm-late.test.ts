import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '#shared/api/contract-commerce';
import { freshLearner } from '../support/attempts';
import { getItem, setFields } from '../support/table';
import { paytmCheckout, paytmWebhook, postPaytm, startPayment } from '../support/payments';
import * as keys from '../../functions/data/keys';

/**
 * A case the attack run did not try: Paytm's callback arriving after the order's 30-minute hold (docs/commerce.md,
 * "Orders expire"). What decides is when Paytm says the payment completed, not when the news arrives: paid inside
 * the hold, the order is paid and the course opens today for the product's full term; paid after it, nothing
 * opens and the order waits for its refund. Each test makes its own learner and order.
 */
const IST_DAY = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An order started 40 minutes ago: its hold ended 10 minutes ago. */
async function heldOrder() {
  const learner = await freshLearner([]);
  const start = (await startPayment(learner.client, { product_id: 5002 })).body.data;
  const orderKey = [`USER#${learner.userId}`, `ORDER#${start.trans_id}`] as const;
  await setFields(...orderKey, {
    orderedAt: new Date(Date.now() - 40 * 60_000).toISOString(),
    holdUntil: new Date(Date.now() - 10 * 60_000).toISOString(),
  });
  const processpayment = () =>
    learner.client.post<PaymentResult>('/v1/processpayment', {
      ORDERID: start.trans_id,
      payment_type: 'paytm',
      ISWEB: 1,
    });
  return { ...learner, start, orderKey, processpayment };
}

describe('Paytm’s callback after the 30-minute hold', () => {
  it('pays an order whose payment completed inside the hold: the course opens today for the product’s term', async () => {
    const { userId, start, orderKey, processpayment } = await heldOrder();
    // Paid 15 minutes ago, inside the hold; the learner's browser brings the callback only now.
    const { fields } = await paytmCheckout(start, 'approve', { webhook: false, paidMinutesAgo: 15 });
    expect((await postPaytm('paytmcallback', fields)).status).toBe(303);
    expect(await getItem(...orderKey)).toMatchObject({ status: 'paid', transId: fields.TXNID });
    expect(await getItem(...orderKey)).not.toHaveProperty('refundDue');
    const product = await getItem(keys.product(5002).pk, keys.product(5002).sk);
    const today = IST_DAY(Date.now());
    expect(await getItem(`USER#${userId}`, 'COURSE#683#ENROL')).toMatchObject({
      purchaseStatus: 'purchased',
      openDate: today,
      closeDate: plusDays(today, Number(product!.grants)),
    });
    expect((await processpayment()).body).toMatchObject({ code: 200, data: { payment_status: 'paid' } });
    // Paytm's webhook, later still, changes nothing.
    expect(await paytmWebhook(start.trans_id)).toMatchObject({
      status: 200,
      body: { message: 'Payment already processed' },
    });
  });

  it('opens nothing for a payment completed after the hold, however its news arrives; the order waits for its refund', async () => {
    const { userId, start, orderKey, processpayment } = await heldOrder();
    // Paid 5 minutes ago: after the hold and its 2-minute grace.
    const { fields } = await paytmCheckout(start, 'approve', { webhook: false, paidMinutesAgo: 5 });
    const [callback, webhook] = await Promise.all([postPaytm('paytmcallback', fields), paytmWebhook(start.trans_id)]);
    expect(callback.status).toBe(303);
    expect(webhook).toMatchObject({ status: 200, body: { message: 'payment failure' } });
    expect(await getItem(...orderKey)).toMatchObject({
      status: 'failed',
      refundDue: true,
      failedReason: 'order expired before the payment completed: refund due',
    });
    expect(await getItem(`USER#${userId}`, 'COURSE#683#ENROL')).toBeUndefined();
    expect((await processpayment()).body).toMatchObject({ code: 402, message: 'payment failure' });
  });
});
