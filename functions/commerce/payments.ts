import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency } from '#shared/commerce/pricing';
import type { PaymentType, ProcessPaymentRequest } from '#shared/schemas/commerce';
import { AppError } from '#shared/errors';
import { paymentKeys } from './payment-keys';
import { createCheckout, stripeSession } from './stripe-gateway';

/**
 * The Payments port (docs/commerce.md): what the browser sends to the provider, and the provider's
 * verified result. `sandbox` is the local stack's own gateway (infra/local/local-pages.ts), signed
 * with PAYMENTS_SANDBOX_KEY and never configured on AWS; `paytm` signs and verifies with Paytm's
 * official checksum library; `stripe` (dollars) makes a Checkout Session and reads its outcome from
 * Stripe (./stripe-gateway.ts). Keys come from ./payment-keys.ts (Secrets Manager on AWS).
 */
export interface PaymentRequest {
  orderId: string;
  amount: number;
  currency: Currency;
  userId: string;
  productName: string;
  /** The site's /paymentprocess, where a redirecting provider (Stripe) sends the learner back. */
  returnUrl: string;
}

export interface StartedPayment {
  fields: Record<string, string>;
  checksum: string;
  postUrl: string;
  /** POST: the page auto-posts a hidden form (Paytm, the sandbox); GET: it goes to the URL (Stripe Checkout). */
  method: 'POST' | 'GET';
}

/** A provider's result once its signature (or the provider's own API) vouched for it. */
export interface VerifiedResult {
  state: 'paid' | 'declined' | 'open';
  /** As the provider reports it: amount text with two decimals, and the currency code. */
  amount: string;
  currency: string;
  transId: string;
  /** Stripe: the Checkout Session, closed when the learner comes back without paying. */
  sessionId?: string;
}

export interface Gateway {
  currencies: readonly Currency[];
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** The result for this order, or `paymentInvalid` when it cannot be trusted. */
  confirm(orderId: string, input: ProcessPaymentRequest): Promise<VerifiedResult>;
}

/** The fields a result's signature covers, in order. */
export function resultFields(r: Pick<ProcessPaymentRequest, 'ORDERID' | 'STATUS' | 'TXNID' | 'TXNAMOUNT' | 'CURRENCY'>): string {
  return [r.ORDERID, r.STATUS, r.TXNID, r.TXNAMOUNT, r.CURRENCY].join('|');
}

export function startFields(orderId: string, amount: string, currency: Currency): string {
  return [orderId, amount, currency].join('|');
}

export function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function amountText(amount: number): string {
  return amount.toFixed(2);
}

/** Paytm's result fields (and the sandbox's, which plays Paytm) as a verified result. */
function signedResult(input: ProcessPaymentRequest): VerifiedResult {
  return { state: input.STATUS === 'TXN_SUCCESS' ? 'paid' : 'declined', amount: input.TXNAMOUNT, currency: input.CURRENCY ?? '', transId: input.TXNID };
}

function sandbox(): Gateway | undefined {
  const key = process.env.PAYMENTS_SANDBOX_KEY;
  if (!key) return undefined;
  return {
    currencies: ['INR'],
    async start(r) {
      return { fields: {}, checksum: hmac(key, startFields(r.orderId, amountText(r.amount), r.currency)), postUrl: '/_local/pay', method: 'POST' };
    },
    async confirm(orderId, input) {
      if (input.ORDERID !== orderId || !sameSignature(hmac(key, resultFields(input)), input.CHECKSUMHASH)) throw new AppError('paymentInvalid');
      return signedResult(input);
    },
  };
}

function paytm(): Gateway {
  const host = process.env.PAYTM_HOST ?? 'https://securegw.paytm.in';
  const callback = process.env.PAYTM_CALLBACK_URL;
  const keys = async () => {
    const { paytmMid, paytmMerchantKey } = await paymentKeys();
    if (!paytmMid || !paytmMerchantKey || !callback) throw new AppError('paymentTypeUnavailable');
    return { mid: paytmMid, key: paytmMerchantKey };
  };
  return {
    currencies: ['INR'],
    async start(r) {
      const [{ mid, key }, { default: PaytmChecksum }] = await Promise.all([keys(), import('paytmchecksum')]);
      const fields = { MID: mid, ORDER_ID: r.orderId, CUST_ID: r.userId, TXN_AMOUNT: amountText(r.amount), CHANNEL_ID: 'WEB', INDUSTRY_TYPE_ID: 'Retail', WEBSITE: 'DEFAULT', CALLBACK_URL: callback! };
      return { fields, checksum: await PaytmChecksum.generateSignature(fields, key), postUrl: `${host}/theia/processTransaction`, method: 'POST' };
    },
    async confirm(orderId, input) {
      const [{ mid, key }, { default: PaytmChecksum }] = await Promise.all([keys(), import('paytmchecksum')]);
      const fields = { ORDERID: input.ORDERID, STATUS: input.STATUS, TXNID: input.TXNID, TXNAMOUNT: input.TXNAMOUNT, CURRENCY: input.CURRENCY ?? '', MID: mid };
      if (input.ORDERID !== orderId || !PaytmChecksum.verifySignature(fields, key, input.CHECKSUMHASH)) throw new AppError('paymentInvalid');
      return signedResult(input);
    },
  };
}

function stripe(): Gateway {
  return {
    currencies: ['USD'],
    async start(r) {
      const session = await createCheckout(r);
      return { fields: { SESSION_ID: session.id }, checksum: '', postUrl: session.url, method: 'GET' };
    },
    async confirm(orderId, input) {
      if (!input.session_id) throw new AppError('paymentInvalid');
      const session = await stripeSession(input.session_id);
      // A session of another order (or another account's) proves nothing about this one.
      if (session.orderId !== orderId) throw new AppError('paymentInvalid');
      const state = session.state === 'paid' ? 'paid' : session.state === 'expired' ? 'declined' : 'open';
      return { state, amount: amountText(session.amount), currency: session.currency, transId: session.transId, sessionId: session.sessionId };
    },
  };
}

export function gateway(type: PaymentType): Gateway {
  const found = type === 'sandbox' ? sandbox() : type === 'paytm' ? paytm() : stripe();
  if (!found) throw new AppError('paymentTypeUnavailable');
  return found;
}
