import type { PaytmResponse } from '#shared/schemas/commerce';
import { AppError } from '#shared/errors';
import { log } from '../lib/log';
import { paymentKeys } from './payment-keys';
import { setting } from '../lib/config';

/**
 * Paytm's server-to-server APIs and its checksum (docs/commerce.md, "Paytm"), with Paytm's official
 * `paytmchecksum` package, imported on first use. PAYTM_HOST is Paytm's gateway (production by
 * default; the staging gateway, or locally the sandbox that plays Paytm: infra/local/paytm-sandbox.ts).
 * - Initiate Transaction (`/theia/api/v1/initiateTransaction`): the order's amount, signed → txnToken.
 * - Transaction Status (`/v3/order/status`): Paytm's word on an order, asked before anything is granted.
 * - Every answer: believed only if its `head.signature` verifies over its body (decision 0880).
 * - The callback and webhook fields: believed only if the checksum verifies over every field posted
 *   but CHECKSUMHASH, and the MID is ours.
 */
type Checksum = (typeof import('paytmchecksum'))['default'];
const checksum = async (): Promise<Checksum> => (await import('paytmchecksum')).default;

export interface PaytmAccount {
  host: string;
  mid: string;
  key: string;
  website: string;
}

export async function paytmAccount(): Promise<PaytmAccount> {
  const { paytmMid, paytmMerchantKey } = await paymentKeys();
  if (!paytmMid || !paytmMerchantKey) throw new AppError('paymentTypeUnavailable');
  return {
    host: (setting('PAYTM_HOST') ?? 'https://securegw.paytm.in').replace(/\/$/, ''),
    mid: paytmMid,
    key: paytmMerchantKey,
    website: setting('PAYTM_WEBSITE') ?? 'DEFAULT',
  };
}

interface ResultInfo {
  resultStatus: string;
  resultCode: string;
  resultMsg: string;
}

/** A checksum Paytm makes: base64 of AES-128-CBC blocks (108 characters); anything else is not worth decrypting. */
const CHECKSUM = /^(?:[A-Za-z0-9+/]{4}){4,64}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A JSON API call as Paytm takes it: `{ body, head: { signature } }`, the signature over the body's JSON text. */
async function signedCall<T>(account: PaytmAccount, path: string, body: Record<string, unknown>): Promise<T> {
  const signature = await (await checksum()).generateSignature(JSON.stringify(body), account.key);
  let res: Response;
  try {
    res = await fetch(`${account.host}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body, head: { signature } }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    log.warn('payment.paytm_unreachable', { path, error: String(error) });
    throw new AppError('unavailable');
  }
  if (!res.ok) {
    log.warn('payment.paytm_error', { path, status: res.status });
    throw new AppError('unavailable');
  }
  return signedAnswer<T>(account, path, await res.text());
}

/**
 * Paytm's answer, believed only if its `head.signature` verifies over its body's JSON with the merchant key
 * (`paytmchecksum`'s verifySignature; decision 0880): else `paymentInvalid`, and nothing is settled from it.
 */
async function signedAnswer<T>(account: PaytmAccount, path: string, text: string): Promise<T> {
  let answer: { body?: T; head?: { signature?: unknown } } | undefined;
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    answer = undefined;
  }
  const signature = answer?.head?.signature;
  if (
    answer?.body &&
    typeof signature === 'string' &&
    (await signatureHolds(JSON.stringify(answer.body), account, signature))
  )
    return answer.body;
  log.warn('payment.tampered', { via: 'paytm answer signature', path: path.split('?')[0] });
  throw new AppError('paymentInvalid');
}

/** The checksum library's verdict, false for a checksum it cannot decrypt (which it would print: muted here). */
async function signatureHolds(signed: Record<string, string> | string, account: PaytmAccount, hash: string) {
  const bytes = Buffer.from(hash, 'base64').length;
  if (!CHECKSUM.test(hash) || bytes % 16 !== 0) return false;
  const library = await checksum();
  // The call is synchronous, so nothing else prints while console.log is muted.
  const print = console.log;
  console.log = () => undefined;
  try {
    return library.verifySignature(signed, account.key, hash) === true;
  } catch {
    return false;
  } finally {
    console.log = print;
  }
}

export interface InitiateRequest {
  orderId: string;
  amount: string;
  userId: string;
  callbackUrl: string;
}

/** Initiate Transaction: Paytm records the order and its amount and answers the txnToken (valid 15 minutes). */
export async function initiateTransaction(account: PaytmAccount, r: InitiateRequest): Promise<string> {
  const query = new URLSearchParams({ mid: account.mid, orderId: r.orderId });
  const body = await signedCall<{ resultInfo: ResultInfo; txnToken?: string }>(
    account,
    `/theia/api/v1/initiateTransaction?${query}`,
    {
      requestType: 'Payment',
      mid: account.mid,
      websiteName: account.website,
      orderId: r.orderId,
      callbackUrl: r.callbackUrl,
      txnAmount: { value: r.amount, currency: 'INR' },
      // Paytm's customer id allows letters, digits and @ ! _ $ . only.
      userInfo: { custId: `CUST_${r.userId.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 64) },
    },
  );
  if (body.resultInfo?.resultStatus !== 'S' || !body.txnToken) {
    log.warn('payment.paytm_initiate_refused', {
      orderId: r.orderId,
      code: body.resultInfo?.resultCode,
      message: body.resultInfo?.resultMsg,
    });
    throw new AppError('paymentTypeUnavailable');
  }
  return body.txnToken;
}

/** The Transaction Status API's answer (the fields used here). */
export interface PaytmStatus {
  resultInfo: ResultInfo;
  mid?: string;
  orderId?: string;
  txnId?: string;
  bankTxnId?: string;
  txnAmount?: string;
  txnDate?: string;
}

export function transactionStatus(account: PaytmAccount, orderId: string): Promise<PaytmStatus> {
  return signedCall<PaytmStatus>(account, '/v3/order/status', { mid: account.mid, orderId });
}

/**
 * The fields Paytm posted (callback or webhook), if Paytm signed them: the checksum over every field
 * but CHECKSUMHASH, with our merchant key, and our MID. Anything else is `paymentInvalid`.
 */
export async function verifiedPaytmFields(account: PaytmAccount, fields: PaytmResponse): Promise<PaytmResponse> {
  const { CHECKSUMHASH: hash = '', ...signed } = fields;
  const valid = await signatureHolds({ ...signed }, account, hash);
  if (!valid || signed.MID !== account.mid) {
    log.warn('payment.tampered', { orderId: fields.ORDERID, via: 'paytm fields' });
    throw new AppError('paymentInvalid');
  }
  return fields;
}
