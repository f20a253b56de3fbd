import PaytmChecksum from 'paytmchecksum';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors';
import { forgetPaymentKeys } from '../../../functions/commerce/payment-keys';
import { transactionStatus, verifiedPaytmFields, type PaytmAccount } from '../../../functions/commerce/paytm-api';
import { paytmTime, statusResult } from '../../../functions/commerce/adapters/paytm-payments';
import { holdEnd, unpaidExpiry, withinHold } from '../../../functions/commerce/order-hold';
import type { StoredOrder } from '../../../functions/commerce/orders';

/** The Paytm adapter's checks, with Paytm's own checksum library, and the order's price hold. */
afterEach(() => {
  forgetPaymentKeys();
  vi.unstubAllGlobals();
});

const account: PaytmAccount = {
  host: 'https://securegw.paytm.in',
  mid: 'FLUENT00000000000001',
  key: 'aB3#dE6&gH9@jK2!',
  website: 'DEFAULT',
};
const order = {
  orderId: 'FL-1',
  userId: 'u1',
  status: 'created',
  amount: 499,
  currency: 'INR',
  orderedAt: '2026-12-01T10:00:00.000Z',
  holdUntil: '2026-12-01T10:30:00.000Z',
} as StoredOrder;
const posted = {
  ORDERID: 'FL-1',
  MID: account.mid,
  TXNID: '2026120111',
  TXNAMOUNT: '499.00',
  PAYMENTMODE: 'UPI',
  CURRENCY: 'INR',
  TXNDATE: '2026-12-01 15:40:00.0',
  STATUS: 'TXN_SUCCESS',
  RESPCODE: '01',
  RESPMSG: 'Txn Success',
  GATEWAYNAME: 'PPBL',
  BANKTXNID: '777001',
  BANKNAME: 'Paytm Payments Bank',
};
const refused = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.key === 'paymentInvalid');

describe('Paytm’s posted result', () => {
  it('is believed when the checksum covers every field posted but CHECKSUMHASH, with our key and our MID', async () => {
    const fields = { ...posted, CHECKSUMHASH: await PaytmChecksum.generateSignature(posted, account.key) };
    expect(fields.CHECKSUMHASH).toHaveLength(108);
    expect(await verifiedPaytmFields(account, fields)).toEqual(fields);
    // Extra fields count too: Paytm signs whatever it posts.
    const more = { ...posted, CUSTID: 'CUST_1' };
    expect(
      await verifiedPaytmFields(account, {
        ...more,
        CHECKSUMHASH: await PaytmChecksum.generateSignature(more, account.key),
      }),
    ).toMatchObject({ CUSTID: 'CUST_1' });
  });

  it('is refused with any field changed, dropped or added, another key, another MID or a checksum of the wrong shape', async () => {
    const hash = await PaytmChecksum.generateSignature(posted, account.key);
    for (const name of Object.keys(posted) as Array<keyof typeof posted>) {
      await refused(verifiedPaytmFields(account, { ...posted, [name]: `${posted[name]}0`, CHECKSUMHASH: hash }));
      const { [name]: _dropped, ...rest } = posted;
      await refused(verifiedPaytmFields(account, { ...rest, CHECKSUMHASH: hash }));
    }
    await refused(verifiedPaytmFields(account, { ...posted, EXTRA: 'x', CHECKSUMHASH: hash }));
    await refused(
      verifiedPaytmFields(account, {
        ...posted,
        CHECKSUMHASH: await PaytmChecksum.generateSignature(posted, 'zZ9#yY8&xX7@wW6!'),
      }),
    );
    const theirs = { ...posted, MID: 'OTHERMID000000000001' };
    await refused(
      verifiedPaytmFields(account, {
        ...theirs,
        CHECKSUMHASH: await PaytmChecksum.generateSignature(theirs, account.key),
      }),
    );
    for (const bad of ['', 'not base64!', 'A'.repeat(10), 'A'.repeat(107) + '='])
      await refused(verifiedPaytmFields(account, { ...posted, CHECKSUMHASH: bad }));
  });
});

describe('the Transaction Status API’s answer', () => {
  const status = (resultStatus: string, extra: Record<string, string> = {}) => ({
    resultInfo: { resultStatus, resultCode: resultStatus === 'TXN_SUCCESS' ? '01' : '227', resultMsg: '' },
    mid: account.mid,
    orderId: 'FL-1',
    txnId: 'T1',
    txnAmount: '499.00',
    txnDate: '2026-12-01 15:40:00.0',
    ...extra,
  });

  it('maps Paytm’s statuses, with the amount as Paytm writes it and the time in India', () => {
    expect(statusResult(account, order, status('TXN_SUCCESS'))).toEqual({
      state: 'paid',
      amount: '499.00',
      currency: 'INR',
      transId: 'T1',
      completedAt: '2026-12-01T10:10:00.000Z',
    });
    expect(statusResult(account, order, status('TXN_FAILURE')).state).toBe('declined');
    expect(statusResult(account, order, status('PENDING')).state).toBe('pending');
    expect(statusResult(account, order, status('TXN_SUCCESS', { txnAmount: '499' })).amount).toBe('499.00');
    // No payment at Paytm yet ('334 Invalid Order Id'): the learner has not paid.
    expect(
      statusResult(account, order, {
        resultInfo: { resultStatus: 'TXN_FAILURE', resultCode: '334', resultMsg: 'Invalid Order Id.' },
      }).state,
    ).toBe('open');
  });

  it('refuses an answer about another merchant or another order', () => {
    expect(() => statusResult(account, order, status('TXN_SUCCESS', { mid: 'OTHERMID000000000001' }))).toThrow(
      AppError,
    );
    expect(() => statusResult(account, order, status('TXN_SUCCESS', { orderId: 'FL-2' }))).toThrow(AppError);
  });

  it('reads Paytm’s dates', () => {
    expect(paytmTime('2026-12-01 15:40:00.0')).toBe('2026-12-01T10:10:00.000Z');
    expect(paytmTime('2026-12-01 15:40:00')).toBe('2026-12-01T10:10:00.000Z');
    expect(paytmTime('7/24/2020 15:13:02')).toBeUndefined();
    expect(paytmTime(undefined)).toBeUndefined();
  });
});

describe('Paytm’s answer, signed in head.signature (decision 0880)', () => {
  const body = {
    resultInfo: { resultStatus: 'TXN_SUCCESS', resultCode: '01', resultMsg: 'Txn Success' },
    mid: account.mid,
    orderId: 'FL-1',
    txnAmount: '499.00',
  };
  /** Paytm's host answering `text` to the status call. */
  const answering = (text: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(text, { status: 200 })),
    );
  const signed = async (key: string, over = body) =>
    JSON.stringify({ head: { signature: await PaytmChecksum.generateSignature(JSON.stringify(over), key) }, body });

  it('is believed when the signature verifies over its body with our key', async () => {
    answering(await signed(account.key));
    expect(await transactionStatus(account, 'FL-1')).toEqual(body);
  });

  it('is refused signed with another key, over another body, unsigned, or not JSON', async () => {
    for (const text of [
      await signed('not-the-merchant'),
      await signed(account.key, { ...body, resultInfo: { ...body.resultInfo, resultStatus: 'TXN_FAILURE' } }),
      JSON.stringify({ body }),
      JSON.stringify({ head: { signature: 'x'.repeat(108) }, body }),
      '<html>gateway error</html>',
    ]) {
      answering(text);
      await refused(transactionStatus(account, 'FL-1'));
    }
  });
});

describe('an order’s price hold', () => {
  it('lasts 30 minutes, with two minutes’ grace for the provider’s clock', () => {
    expect(holdEnd(new Date('2026-12-01T10:00:00.000Z'))).toBe('2026-12-01T10:30:00.000Z');
    expect(withinHold(order, '2026-12-01T10:29:59.000Z')).toBe(true);
    expect(withinHold(order, '2026-12-01T10:32:00.000Z')).toBe(true);
    expect(withinHold(order, '2026-12-01T10:32:01.000Z')).toBe(false);
    expect(withinHold(order, 'not a date')).toBe(false);
    // Orders made before holds existed count from when they were made.
    expect(withinHold({ orderedAt: '2026-12-01T10:00:00.000Z' }, '2026-12-01T10:31:00.000Z')).toBe(true);
    expect(unpaidExpiry('2026-12-01T10:30:00.000Z')).toBe(Date.parse('2026-12-31T10:30:00.000Z') / 1000);
  });
});
