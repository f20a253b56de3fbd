import type { PaymentStart } from '#shared/api/contract-commerce';

/**
 * The browser's part of a Paytm payment in the local sandbox, without vitest (the bench uses it too):
 * the hidden form posted to the Show Payment Page, Approve or Decline pressed, and the signed result
 * that Paytm's page posts to the callback URL.
 */
const entity = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The hidden fields and action of an HTML form the sandbox answered. */
export function formOf(page: string): { action: string; fields: Record<string, string> } {
  const action = entity(/<form[^>]*action="([^"]*)"/.exec(page)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      entity(m[1]!),
      entity(m[2]!),
    ]),
  );
  return { action, fields };
}

export interface CheckoutOptions {
  /** Leave the payment pending at the bank (the checkout page's switch). */
  pending?: boolean;
  /** false: hold Paytm's webhook back (the sandbox sends it on request: POST /_local/paytm/webhook). */
  webhook?: boolean;
  /** The payment completed this many minutes ago (its TXNDATE), as when its callback arrives late. */
  paidMinutesAgo?: number;
}

/** Paytm's signed result for the order, and the callback URL its page posts them to. */
export async function checkoutInSandbox(
  base: string,
  start: PaymentStart,
  decision: 'approve' | 'decline',
  options: CheckoutOptions = {},
): Promise<{ callbackUrl: string; fields: Record<string, string> }> {
  const page = await fetch(start.postUrl, { method: 'POST', body: new URLSearchParams(start.form) });
  if (page.status !== 200) throw new Error(`The sandbox's Show Payment Page answered ${page.status}`);
  const checkout = formOf(await page.text());
  const form = new URLSearchParams({
    ...checkout.fields,
    decision,
    ...(options.pending ? { pending: '1' } : {}),
    ...(options.webhook === false ? { webhook: '0' } : {}),
    ...(options.paidMinutesAgo ? { paidMinutesAgo: String(options.paidMinutesAgo) } : {}),
  });
  const answer = await fetch(new URL(checkout.action, base), { method: 'POST', body: form });
  if (answer.status !== 200) throw new Error(`The sandbox's checkout answered ${answer.status}`);
  const back = formOf(await answer.text());
  return { callbackUrl: back.action, fields: back.fields };
}

/** The learner's browser posting Paytm's result to the callback: its redirect to /paymentprocess. */
export async function postCallback(
  callbackUrl: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null }> {
  const res = await fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}
