import type { PaytmResponse } from '#shared/schemas/commerce';
import { AppError } from '#shared/errors';
import { log } from '../lib/log';
import { findOrder } from './order-ref';
import { paytmAccount, verifiedPaytmFields } from './paytm-api';
import { paytmStatus } from './adapters/paytm-payments';
import { settle } from './settle';

export type ReportOutcome =
  'Payment successful' | 'Payment already processed' | 'payment failure' | 'Payment pending' | 'Ignored';

/**
 * What Paytm posted, to the callback (the learner's browser) or the webhook (Paytm's server): refused
 * (`paymentInvalid`, nothing written) unless the checksum verifies over every field but CHECKSUMHASH
 * and the MID is ours (../paytm-api.ts).
 */
export async function verifiedReport(posted: PaytmResponse): Promise<PaytmResponse> {
  return verifiedPaytmFields(await paytmAccount(), posted);
}

/**
 * A verified report settles its order, but the posted STATUS is not believed either: the Transaction
 * Status API is asked, and its answer settles the order (../settle.ts). An order this app did not
 * make is ignored.
 */
export async function settleReport(fields: PaytmResponse, via: 'callback' | 'webhook'): Promise<ReportOutcome> {
  const order = await findOrder(fields.ORDERID!);
  if (!order || order.paymentType !== 'paytm') {
    log.warn('payment.paytm_unknown_order', { orderId: fields.ORDERID, via });
    return 'Ignored';
  }
  // Settled for good already: a repeat (Paytm retrying, a replayed callback) does not ask Paytm again.
  if (order.status === 'paid') return 'Payment already processed';
  if (order.refundDue) return 'payment failure';
  try {
    const settled = await settle(order, await paytmStatus(order), via);
    return settled.payment_status === 'pending' ? 'Payment pending' : 'Payment successful';
  } catch (error) {
    if (error instanceof AppError && error.key === 'paymentProcessed') return 'Payment already processed';
    if (error instanceof AppError && error.key === 'paymentFailed') return 'payment failure';
    throw error;
  }
}
