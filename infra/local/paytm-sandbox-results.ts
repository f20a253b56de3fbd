import PaytmChecksum from 'paytmchecksum';

/**
 * The transactions of the sandbox playing Paytm (./paytm-sandbox.ts) and the results Paytm reports
 * for them: the fields of the callback and the Payment Status webhook, signed with Paytm's
 * `paytmchecksum` and the data folder's merchant key, and the webhook's delivery.
 */
export type Status = 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING';

export interface SandboxTxn {
  orderId: string;
  amount: string;
  callbackUrl: string;
  txnToken: string;
  tokenExpires: number;
  status?: Status;
  txnId?: string;
  bankTxnId?: string;
  txnDate?: string;
}

export const keys = () => ({ mid: process.env.PAYTM_MID ?? '', key: process.env.PAYTM_MERCHANT_KEY ?? '' });

/** The bank's answer on a transaction; `now` is when the payment completed (tests set it earlier: a late callback). */
export function record(txn: SandboxTxn, status: Status, now = new Date()): void {
  txn.status = status;
  txn.txnId ??= `2026${now.getTime()}${Math.floor(Math.random() * 1e6)}`.slice(0, 30);
  txn.bankTxnId ??= String(Math.floor(Math.random() * 1e12)).padStart(12, '7');
  // Paytm's TXNDATE: India time, "yyyy-MM-dd HH:mm:ss.S".
  txn.txnDate ??= new Date(now.getTime() + 5.5 * 3600_000).toISOString().replace('T', ' ').slice(0, 21);
}

const responses: Record<Status, [string, string]> = {
  TXN_SUCCESS: ['01', 'Txn Success'],
  TXN_FAILURE: [
    '227',
    'Your payment has been declined by your bank. Please try again or use a different method to complete the payment.',
  ],
  PENDING: ['402', 'Looks like the payment is not complete. Please wait while we confirm the status with your bank.'],
};

/** Paytm's result fields for a transaction, as its callback and Payment Status webhook post them. */
export function resultFields(txn: SandboxTxn): Record<string, string> {
  const [code, message] = responses[txn.status!];
  return {
    ORDERID: txn.orderId,
    MID: keys().mid,
    TXNID: txn.txnId ?? '',
    TXNAMOUNT: txn.amount,
    PAYMENTMODE: 'UPI',
    CURRENCY: 'INR',
    TXNDATE: txn.txnDate ?? '',
    STATUS: txn.status!,
    RESPCODE: code,
    RESPMSG: message,
    GATEWAYNAME: 'PPBL',
    BANKTXNID: txn.bankTxnId ?? '',
    BANKNAME: 'Paytm Payments Bank',
  };
}

export async function signedResult(txn: SandboxTxn): Promise<Record<string, string>> {
  const fields = resultFields(txn);
  return { ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, keys().key) };
}

/** The Payment Status webhook, to the local API; its answer is returned (and logged when refused). */
export async function deliver(txn: SandboxTxn): Promise<{ status: number; body: unknown }> {
  const api = new URL(process.env.PAYTM_HOST ?? 'http://127.0.0.1').origin;
  const sent = await fetch(`${api}/v1/paytmwebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(await signedResult(txn)),
  }).catch((error: unknown) => error);
  if (sent instanceof Error) {
    console.warn(`[paytm sandbox] the webhook for ${txn.orderId} was not delivered: ${sent.message}`);
    return { status: 0, body: null };
  }
  const reply = sent as Response;
  if (!reply.ok) console.warn(`[paytm sandbox] the webhook for ${txn.orderId} was refused: ${reply.status}`);
  return { status: reply.status, body: await reply.json().catch(() => null) };
}
