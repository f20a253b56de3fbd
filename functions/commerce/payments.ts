import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency } from '#shared/commerce/pricing';
import type { PaymentType, ProcessPaymentRequest } from '#shared/schemas/commerce';
import { AppError } from '#shared/errors';

/**
 * The Payments port (docs/commerce.md): what the browser posts to the provider, and the check of the
 * signed result it brings back. `sandbox` is the local stack's own gateway (infra/local/pay-page.ts),
 * signed with PAYMENTS_SANDBOX_KEY and never configured on AWS; `paytm` signs and verifies with
 * Paytm's official checksum library and the merchant key. Card payments in dollars (Stripe) are
 * not built yet (docs/decisions.md #162): that type is refused.
 */
export interface PaymentRequest {
  orderId: string;
  amount: number;
  currency: Currency;
  userId: string;
}

export interface Gateway {
  currency: Currency;
  /** The hidden form's extra fields, its checksum and where it posts. */
  start(request: PaymentRequest): Promise<{ fields: Record<string, string>; checksum: string; postUrl: string }>;
  verify(result: ProcessPaymentRequest): Promise<boolean>;
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

function sandbox(): Gateway | undefined {
  const key = process.env.PAYMENTS_SANDBOX_KEY;
  if (!key) return undefined;
  return {
    currency: 'INR',
    async start(r) {
      return { fields: {}, checksum: hmac(key, startFields(r.orderId, amountText(r.amount), r.currency)), postUrl: '/_local/pay' };
    },
    async verify(result) {
      return sameSignature(hmac(key, resultFields(result)), result.CHECKSUMHASH);
    },
  };
}

function paytm(): Gateway | undefined {
  const key = process.env.PAYTM_MERCHANT_KEY;
  const mid = process.env.PAYTM_MID;
  const host = process.env.PAYTM_HOST ?? 'https://securegw.paytm.in';
  const callback = process.env.PAYTM_CALLBACK_URL;
  if (!key || !mid || !callback) return undefined;
  return {
    currency: 'INR',
    async start(r) {
      const { default: PaytmChecksum } = await import('paytmchecksum');
      const fields = { MID: mid, ORDER_ID: r.orderId, CUST_ID: r.userId, TXN_AMOUNT: amountText(r.amount), CHANNEL_ID: 'WEB', INDUSTRY_TYPE_ID: 'Retail', WEBSITE: 'DEFAULT', CALLBACK_URL: callback };
      return { fields, checksum: await PaytmChecksum.generateSignature(fields, key), postUrl: `${host}/theia/processTransaction` };
    },
    async verify(result) {
      const { default: PaytmChecksum } = await import('paytmchecksum');
      const fields = { ORDERID: result.ORDERID, STATUS: result.STATUS, TXNID: result.TXNID, TXNAMOUNT: result.TXNAMOUNT, CURRENCY: result.CURRENCY, MID: mid };
      return PaytmChecksum.verifySignature(fields, key, result.CHECKSUMHASH);
    },
  };
}

export function gateway(type: PaymentType): Gateway {
  const found = type === 'sandbox' ? sandbox() : type === 'paytm' ? paytm() : undefined;
  if (!found) throw new AppError('paymentTypeUnavailable');
  return found;
}
