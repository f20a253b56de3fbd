import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import PaytmChecksum from 'paytmchecksum';
import { escape, html, page, readText } from './local-html';
import { checkoutPage, pendingPage, postForm } from './paytm-sandbox-pages';
import { deliver, keys, record, resultFields, signedResult, type SandboxTxn } from './paytm-sandbox-results';

/**
 * The payments sandbox playing Paytm (docs/commerce.md, "Paytm"), so the functions' Paytm code is the
 * code that runs on AWS: PAYTM_HOST points the paytm gateway here, with this data folder's MID and
 * merchant key, and every message is signed and checked with Paytm's own `paytmchecksum` package.
 * - `POST /theia/api/v1/initiateTransaction?mid=&orderId=`: checks the signature over the body, keeps
 *   the order's amount and callback URL, answers a txnToken (valid 15 minutes).
 * - `POST /theia/api/v1/showPaymentPage?mid=&orderId=` (mid, orderId, txnToken): the checkout page,
 *   Approve or Decline, and a switch that leaves the payment pending at the bank.
 * - the decision posts Paytm's full result (ORDERID, MID, TXNID, TXNAMOUNT, PAYMENTMODE, CURRENCY,
 *   TXNDATE, STATUS, RESPCODE, RESPMSG, GATEWAYNAME, BANKTXNID, BANKNAME, CHECKSUMHASH) to the
 *   callback URL through the learner's browser, and the same fields to `v1/paytmwebhook` server to server.
 * - `POST /v3/order/status`: the Transaction Status API (TXN_SUCCESS, TXN_FAILURE, PENDING, or 334
 *   'Invalid Order Id' before any payment).
 * - `/_local/paytm/pending`: payments left pending, to settle as the bank would (and for tests,
 *   `POST /_local/paytm/bank` and `POST /_local/paytm/webhook`, and `POST /_local/paytm/tamper`, which forges an
 *   order's status answers: a body changed after signing, or a signature made with another key).
 * - Every JSON answer signed in `head.signature` with the merchant key, as Paytm signs it (decision 0880).
 * Transactions live in memory: a restarted stack forgets them, as an expired txnToken would be.
 */
const PREFIX = '/_local/paytm';
const TOKEN_MS = 15 * 60_000;

const txns = new Map<string, SandboxTxn>();

/**
 * The sandbox's Paytm MID and merchant key, derived per data folder (a real key is 16 characters, as AES-128 needs).
 *
 */
export function sandboxPaytmKeys(privateJwk: unknown): { mid: string; merchantKey: string } {
  const hash = (label: string) =>
    createHash('sha256')
      .update(`${label}:${JSON.stringify(privateJwk)}`)
      .digest('base64');
  return {
    mid: `FLUENT${hash('paytm-mid')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 14)}`,
    merchantKey: hash('paytm-key').replace(/[+/=]/g, '#').slice(0, 16),
  };
}

export function isPaytmSandbox(pathname: string): boolean {
  return pathname.startsWith(`${PREFIX}/`);
}

export async function handlePaytmSandbox(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.slice(PREFIX.length);
  if (req.method === 'POST' && path === '/theia/api/v1/initiateTransaction') return initiate(req, res, url);
  if (req.method === 'POST' && path === '/v3/order/status') return status(req, res);
  if (req.method === 'POST' && path === '/theia/api/v1/showPaymentPage') return showPaymentPage(req, res);
  if (req.method === 'POST' && path === '/checkout') return decide(req, res);
  if (req.method === 'GET' && path === '/pending')
    return html(res, pendingPage([...txns.values()].filter((t) => t.status === 'PENDING')));
  if (req.method === 'POST' && path === '/bank') return bank(req, res);
  if (req.method === 'POST' && path === '/webhook') return redeliver(req, res);
  if (req.method === 'POST' && path === '/tamper') return tamper(req, res);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('No such sandbox page.');
}

/** A Paytm JSON API request, if its head's signature verifies over its body with the merchant key. */
async function signedBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const { body, head } = JSON.parse(await readText(req)) as {
      body: Record<string, unknown>;
      head: { signature: string };
    };
    // The library prints a signature that does not decrypt; here that is just a refusal.
    const print = console.log;
    console.log = () => undefined;
    try {
      return PaytmChecksum.verifySignature(JSON.stringify(body), keys().key, head.signature) ? body : undefined;
    } finally {
      console.log = print;
    }
  } catch {
    return undefined;
  }
}

/** Paytm's answer: the body signed with the merchant key in `head.signature`, as Paytm signs it. */
async function answer(res: ServerResponse, body: Record<string, unknown>, forged?: Forgery): Promise<void> {
  const key = forged === 'signature' ? 'not-the-merchant' : keys().key;
  const signature = await PaytmChecksum.generateSignature(JSON.stringify(body), key);
  // A body changed after Paytm signed it: what a meddler between Paytm and the API would send.
  const sent =
    forged === 'body' ? { ...body, resultInfo: result('TXN_SUCCESS', '01', 'Txn Success').resultInfo } : body;
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ head: { responseTimestamp: String(Date.now()), version: 'v1', signature }, body: sent }));
}

/** Tests: an order's status answers forged from now on (`body` or `signature`), or honest again (`none`). */
type Forgery = 'body' | 'signature';
const forgeries = new Map<string, Forgery>();

async function tamper(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readText(req));
  const what = form.get('what');
  if (what === 'body' || what === 'signature') forgeries.set(form.get('orderId') ?? '', what);
  else forgeries.delete(form.get('orderId') ?? '');
  res.writeHead(204).end();
}

const result = (resultStatus: string, resultCode: string, resultMsg: string) => ({
  resultInfo: { resultStatus, resultCode, resultMsg },
});

async function initiate(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const body = await signedBody(req);
  if (!body) return answer(res, result('F', '2005', 'Checksum provided is invalid'));
  const amount = (body.txnAmount as { value?: string; currency?: string } | undefined) ?? {};
  const orderId = String(body.orderId ?? '');
  if (
    body.mid !== keys().mid ||
    url.searchParams.get('mid') !== keys().mid ||
    url.searchParams.get('orderId') !== orderId
  )
    return answer(res, result('F', '501', 'Mid or orderId does not match'));
  if (
    body.requestType !== 'Payment' ||
    amount.currency !== 'INR' ||
    !/^\d+\.\d{2}$/.test(amount.value ?? '') ||
    !body.callbackUrl
  )
    return answer(res, result('F', '1001', 'Request parameters are not valid'));
  if (txns.has(orderId)) return answer(res, result('F', '325', 'Duplicate Order Id.'));
  const txn: SandboxTxn = {
    orderId,
    amount: amount.value!,
    callbackUrl: String(body.callbackUrl),
    txnToken: randomUUID().replace(/-/g, ''),
    tokenExpires: Date.now() + TOKEN_MS,
  };
  txns.set(orderId, txn);
  return answer(res, {
    ...result('S', '0000', 'Success'),
    txnToken: txn.txnToken,
    isPromoCodeValid: false,
    authenticated: false,
  });
}

async function status(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await signedBody(req);
  if (!body || body.mid !== keys().mid) return answer(res, result('F', '2005', 'Checksum provided is invalid'));
  const txn = txns.get(String(body.orderId ?? ''));
  if (!txn?.status) return answer(res, result('TXN_FAILURE', '334', 'Invalid Order Id.'));
  const fields = resultFields(txn);
  const forged = forgeries.get(txn.orderId);
  return answer(
    res,
    {
      ...result(txn.status, fields.RESPCODE!, fields.RESPMSG!),
      txnId: txn.txnId,
      bankTxnId: txn.bankTxnId,
      orderId: txn.orderId,
      txnAmount: txn.amount,
      txnType: 'SALE',
      gatewayName: fields.GATEWAYNAME,
      bankName: fields.BANKNAME,
      mid: keys().mid,
      paymentMode: fields.PAYMENTMODE,
      refundAmt: '0.00',
      txnDate: txn.txnDate,
    },
    forged,
  );
}

/** The transaction a checkout form names, if its token is the one Paytm gave and still valid. */
function tokenTxn(form: URLSearchParams): SandboxTxn | undefined {
  const txn = txns.get(form.get('orderId') ?? '');
  return txn && form.get('mid') === keys().mid && form.get('txnToken') === txn.txnToken && Date.now() < txn.tokenExpires
    ? txn
    : undefined;
}

async function showPaymentPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const txn = tokenTxn(new URLSearchParams(await readText(req)));
  if (!txn || txn.status) return refused(res, 'This payment session is not valid or has expired. Nothing was charged.');
  html(res, checkoutPage(txn, keys().mid));
}

function refused(res: ServerResponse, text: string): void {
  res
    .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
    .end(page('Payment refused', `<h1>Payment refused</h1><p>${escape(text)}</p>`));
}

async function decide(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readText(req));
  const txn = tokenTxn(form);
  if (!txn || txn.status) return refused(res, 'This payment session is not valid or has expired. Nothing was charged.');
  const approved = form.get('decision') === 'approve';
  // `paidMinutesAgo` (tests only): the payment completed earlier, so its callback arrives late.
  const paidAt = new Date(Date.now() - (Number(form.get('paidMinutesAgo')) || 0) * 60_000);
  record(txn, !approved ? 'TXN_FAILURE' : form.get('pending') === '1' ? 'PENDING' : 'TXN_SUCCESS', paidAt);
  const fields = await signedResult(txn);
  // Paytm tells the merchant's server too; `webhook=0` (tests only) holds it back, to be sent with POST /webhook.
  if (txn.status !== 'PENDING' && form.get('webhook') !== '0') void deliver(txn);
  html(res, postForm(txn.callbackUrl, fields));
}

/** The bank settles a pending payment (the pending page's buttons, or a test): the webhook tells the merchant. */
async function bank(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readText(req));
  const txn = txns.get(form.get('orderId') ?? '');
  if (!txn || txn.status !== 'PENDING')
    return void res.writeHead(409, { 'content-type': 'text/plain' }).end('No pending payment with this order id.');
  txn.status = form.get('decision') === 'approve' ? 'TXN_SUCCESS' : 'TXN_FAILURE';
  const delivered = form.get('webhook') === '0' ? null : await deliver(txn);
  if (form.get('from') === 'page') return void res.writeHead(303, { location: `${PREFIX}/pending` }).end();
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ status: txn.status, webhook: delivered }));
}

/** Tests: (re)send an order's webhook now, as Paytm retries it, and answer what the API said. */
async function redeliver(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const txn = txns.get(new URLSearchParams(await readText(req)).get('orderId') ?? '');
  if (!txn?.status) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such transaction.');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await deliver(txn)));
}
