import { amountText } from '#shared/commerce/pricing';
import { AppError } from '#shared/errors';
import { log } from '../../lib/log';
import type { StoredOrder } from '../orders';
import type { Gateway, VerifiedResult } from '../payments-port';
import {
  initiateTransaction,
  paytmAccount,
  transactionStatus,
  type PaytmAccount,
  type PaytmStatus,
} from '../paytm-api';

/**
 * Paytm as Paytm works today (docs/commerce.md, "Paytm"; decision 300): startpayment initiates the
 * transaction server to server and the browser posts mid, orderId and txnToken to Paytm's Show
 * Payment Page; what the order became is always asked of the Transaction Status API, whoever
 * brings the news (the learner's callback, Paytm's webhook, the learner's /paymentprocess).
 */
export function paytmGateway(): Gateway {
  return {
    currencies: ['INR'],
    async start(r) {
      const account = await paytmAccount();
      const txnToken = await initiateTransaction(account, {
        orderId: r.orderId,
        amount: amountText(r.amount),
        userId: r.userId,
        callbackUrl: `${r.siteUrl}/v1/paytmcallback`,
      });
      const query = new URLSearchParams({ mid: account.mid, orderId: r.orderId });
      return {
        form: { mid: account.mid, orderId: r.orderId, txnToken },
        txnToken,
        postUrl: `${account.host}/theia/api/v1/showPaymentPage?${query}`,
        method: 'POST',
      };
    },
    async confirm(order) {
      return paytmStatus(order);
    },
    // No transaction at Paytm (the learner left its page): nothing to close; the order fails.
    async close(result) {
      return { ...result, state: 'declined' };
    },
  };
}

/** The order as the Transaction Status API tells it, checked against our MID and order. */
export async function paytmStatus(order: StoredOrder): Promise<VerifiedResult> {
  const account = await paytmAccount();
  return statusResult(account, order, await transactionStatus(account, order.orderId));
}

const states: Record<string, VerifiedResult['state']> = {
  TXN_SUCCESS: 'paid',
  TXN_FAILURE: 'declined',
  PENDING: 'pending',
};
const NO_TRANSACTION = '334';

export function statusResult(account: PaytmAccount, order: StoredOrder, status: PaytmStatus): VerifiedResult {
  const state = states[status.resultInfo?.resultStatus ?? ''];
  // No transaction at Paytm ('334 Invalid Order Id': the learner never paid on its page), or an answer we do not know.
  if (!state || status.resultInfo.resultCode === NO_TRANSACTION)
    return { state: 'open', amount: amountText(order.amount), currency: order.currency, transId: '' };
  if (status.mid !== account.mid || status.orderId !== order.orderId) {
    log.warn('payment.tampered', {
      orderId: order.orderId,
      via: 'paytm status',
      mid: status.mid,
      statusOrder: status.orderId,
    });
    throw new AppError('paymentInvalid');
  }
  const amount = Number(status.txnAmount);
  return {
    state,
    amount: Number.isFinite(amount) ? amountText(amount) : String(status.txnAmount),
    // Paytm takes rupees only; its status answer names no currency.
    currency: 'INR',
    transId: status.txnId ?? '',
    completedAt: paytmTime(status.txnDate) ?? new Date().toISOString(),
  };
}

/** Paytm's "yyyy-MM-dd HH:mm:ss.S", in India time, as ISO. */
export function paytmTime(text: string | undefined): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,3}))?$/.exec(text ?? '');
  if (!m) return undefined;
  const at = Date.parse(`${m[1]}T${m[2]}.${(m[3] ?? '0').padEnd(3, '0')}+05:30`);
  return Number.isFinite(at) ? new Date(at).toISOString() : undefined;
}
