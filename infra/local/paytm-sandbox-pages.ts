import { escape, page } from './local-html';
import type { SandboxTxn } from './paytm-sandbox-results';

/** The pages of the sandbox playing Paytm (./paytm-sandbox.ts). */
const hidden = (name: string, value: string) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`;

/** Paytm's checkout: Approve, Decline, and the bank's "pending" switch. */
export function checkoutPage(txn: SandboxTxn, mid: string): string {
  const fields = hidden('mid', mid) + hidden('orderId', txn.orderId) + hidden('txnToken', txn.txnToken);
  return page(
    'Payments sandbox',
    `<p class="note">Local payments sandbox playing Paytm: no money moves and nothing leaves this machine.</p>
<h1>Pay ₹${escape(txn.amount)}</h1><p>Order <code>${escape(txn.orderId)}</code></p>
<form method="post" action="/_local/paytm/checkout">${fields}
<label style="font-weight:400"><input type="checkbox" name="pending" value="1" style="width:auto"> The bank confirms later: the payment stays pending until it is settled on <a href="/_local/paytm/pending">the pending page</a></label>
<button name="decision" value="approve">Approve</button> <button name="decision" value="decline" style="background:#b91c1c">Decline</button></form>
<p>To abandon the payment, close this tab: the order stays unpaid.</p>`,
  );
}

/** Paytm returns the learner to the merchant with an HTML form post of the signed result. */
export function postForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => hidden(name, value))
    .join('');
  return page(
    'Returning to the merchant',
    `<h1>Please do not refresh this page...</h1><form method="post" action="${escape(action)}" name="paytm">${inputs}<noscript><button>Continue</button></noscript></form><script>document.paytm.submit();</script>`,
  );
}

/** Payments left pending at the bank, to settle as the bank would. */
export function pendingPage(pending: SandboxTxn[]): string {
  const rows = pending
    .map((t) => {
      const form = (decision: string, label: string) =>
        `<form method="post" action="/_local/paytm/bank" style="display:inline">${hidden('orderId', t.orderId)}${hidden('from', 'page')}<button name="decision" value="${decision}">${label}</button></form>`;
      return `<tr><td><code>${escape(t.orderId)}</code></td><td>₹${escape(t.amount)}</td><td>${form('approve', 'Bank confirms')} ${form('decline', 'Bank declines')}</td></tr>`;
    })
    .join('');
  return page(
    'Pending payments',
    `<h1>Pending payments (Paytm sandbox)</h1><p class="note">Local development only. The bank's answer reaches the product through Paytm's webhook.</p>
<table><thead><tr><th>Order</th><th>Amount</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="3">No payment is pending.</td></tr>'}</tbody></table>`,
  );
}
