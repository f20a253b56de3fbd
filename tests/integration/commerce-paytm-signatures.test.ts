import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '#shared/api/contract-commerce';
import { freshLearner, itemsOf } from '../support/attempts';
import { getItem } from '../support/table';
import { forgePaytmStatus, paytmCheckout, paytmWebhook, postPaytm, startPayment } from '../support/payments';

/**
 * Paytm's Transaction Status answer is believed only when its `head.signature` verifies over its body with the
 * merchant key (decision 0880). The sandbox signs every answer as Paytm does; here it forges them, as a meddler
 * between Paytm and the API would: a body changed after signing, or a signature made with another key. The
 * payment then fails safely: nothing paid or granted, the spec's envelope with a clear message, and the order
 * left to be asked about again, which settles it once Paytm's answer is honest.
 */
const unverified = {
  status: false,
  code: 400,
  message:
    'We could not verify this payment. Nothing has been charged to your account here; please contact support if money was taken.',
  data: { error: 'paymentInvalid' },
};

async function checkedOut(decision: 'approve' | 'decline') {
  const learner = await freshLearner([]);
  const start = (await startPayment(learner.client, { product_id: 5002 })).body.data;
  const { fields } = await paytmCheckout(start, decision, { webhook: false });
  const processpayment = () =>
    learner.client.post<PaymentResult>('/v1/processpayment', {
      ORDERID: start.trans_id,
      payment_type: 'paytm',
      ISWEB: 1,
    });
  return {
    ...learner,
    start,
    fields,
    processpayment,
    orderKey: [`USER#${learner.userId}`, `ORDER#${start.trans_id}`] as const,
  };
}

describe('Paytm’s Transaction Status answer, signed', () => {
  it('refuses an answer signed with another key: nothing paid, a clear message, the order asked again later', async () => {
    const { userId, start, fields, processpayment, orderKey } = await checkedOut('approve');
    await forgePaytmStatus(start.trans_id, 'signature');
    const before = await itemsOf(userId, '');
    expect((await postPaytm('paytmcallback', fields)).status).toBe(303);
    expect((await processpayment()).body).toEqual(unverified);
    expect((await paytmWebhook(start.trans_id)).status).toBe(400);
    expect(await itemsOf(userId, '')).toEqual(before);
    expect(await getItem(...orderKey)).toMatchObject({ status: 'created' });
    expect(await getItem(`USER#${userId}`, 'COURSE#683#ENROL')).toBeUndefined();
    // Paytm answers honestly again: the same order, asked again, is paid once.
    await forgePaytmStatus(start.trans_id, 'none');
    expect((await processpayment()).body).toMatchObject({ code: 200, data: { payment_status: 'paid' } });
    expect(await getItem(`USER#${userId}`, 'COURSE#683#ENROL')).toMatchObject({ purchaseStatus: 'purchased' });
  });

  it('refuses a declined payment’s answer changed to success after Paytm signed it', async () => {
    const { userId, start, fields, processpayment, orderKey } = await checkedOut('decline');
    await forgePaytmStatus(start.trans_id, 'body');
    const before = await itemsOf(userId, '');
    expect((await postPaytm('paytmcallback', fields)).status).toBe(303);
    expect((await processpayment()).body).toEqual(unverified);
    expect((await paytmWebhook(start.trans_id)).body).toMatchObject({ code: 400, data: { error: 'paymentInvalid' } });
    expect(await itemsOf(userId, '')).toEqual(before);
    expect(await getItem(`USER#${userId}`, 'COURSE#683#ENROL')).toBeUndefined();
    await forgePaytmStatus(start.trans_id, 'none');
    expect((await processpayment()).body).toMatchObject({ code: 402, message: 'payment failure' });
    expect(await getItem(...orderKey)).toMatchObject({ status: 'failed' });
  });
});
