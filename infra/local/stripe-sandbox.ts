import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escape, html, page, readText } from './local-html';

/**
 * The payments sandbox playing Stripe (docs/commerce.md, "Stripe"). Two halves, as Stripe has:
 * - its API, for the functions' real Stripe client (STRIPE_API_BASE rewrites the client's origin to
 *   `/_local/stripe`): create, retrieve and expire a Checkout Session, with the secret key checked;
 * - its hosted Checkout page, `/_local/stripe/checkout/<id>`, with Approve and Decline. Approve marks
 *   the session paid, delivers `checkout.session.completed` to `v1/stripewebhook` signed with the
 *   webhook secret exactly as Stripe signs (the `stripe` package's own signer), then sends the learner
 *   to the success URL. Decline sends them back without paying (Stripe's cancel URL), as a learner
 *   whose card was refused does.
 * Sessions live in memory: a restarted stack forgets unpaid ones, as an expired session would be.
 */
const PREFIX = '/_local/stripe';

interface SandboxSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
  created: number;
  expires_at: number;
  product_name: string;
  /** Tests only: the card payment completes just after the next read of the session (a learner's return racing it). */
  pay_after_read?: boolean;
}

const sessions = new Map<string, SandboxSession>();
const byIdempotencyKey = new Map<string, string>();

/** The sandbox's Stripe keys, derived per data folder like the Paytm sandbox key (never a real key). */
export function sandboxStripeKeys(privateJwk: unknown): { secretKey: string; webhookSecret: string } {
  const hash = (label: string) =>
    createHash('sha256')
      .update(`${label}:${JSON.stringify(privateJwk)}`)
      .digest('hex')
      .slice(0, 40);
  return {
    secretKey: `sk_test_sandbox_${hash('stripe-secret')}`,
    webhookSecret: `whsec_sandbox_${hash('stripe-webhook')}`,
  };
}

export function isStripeSandbox(pathname: string): boolean {
  return pathname.startsWith(`${PREFIX}/`);
}

export async function handleStripeSandbox(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.slice(PREFIX.length);
  const api = /^\/v1\/checkout\/sessions(?:\/([A-Za-z0-9_]+))?(\/expire)?$/.exec(path);
  if (api) {
    if (req.headers.authorization !== `Bearer ${process.env.STRIPE_SECRET_KEY}`)
      return stripeError(res, 401, 'Invalid API Key provided.');
    const [, id, expire] = api;
    if (!id && req.method === 'POST') return createSession(req, res, url);
    const session = id ? live(sessions.get(id)) : undefined;
    if (!session) return stripeError(res, 404, `No such checkout.session: '${id ?? ''}'`);
    if (expire && req.method === 'POST') return expireSession(res, session);
    if (!expire && req.method === 'GET') {
      apiJson(res, 200, session);
      if (session.pay_after_read && session.status === 'open') await pay(session, true);
      return;
    }
  }
  const checkout = /^\/checkout\/([A-Za-z0-9_]+)$/.exec(path);
  if (checkout && req.method === 'GET') return checkoutPage(res, live(sessions.get(checkout[1]!)));
  if (checkout && req.method === 'POST') return decide(req, res, live(sessions.get(checkout[1]!)));
  res.writeHead(404, { 'content-type': 'text/plain' }).end('No such sandbox page.');
}

/** A session past its `expires_at` is expired, as Stripe closes it then (its event is not played). */
function live(session: SandboxSession | undefined): SandboxSession | undefined {
  if (session?.status === 'open' && Date.now() / 1000 > session.expires_at) session.status = 'expired';
  return session;
}

async function createSession(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const key = req.headers['idempotency-key'];
  const known = typeof key === 'string' ? sessions.get(byIdempotencyKey.get(key) ?? '') : undefined;
  if (known) return apiJson(res, 200, known);
  const form = new URLSearchParams(await readText(req));
  const item = (field: string) => form.get(`line_items[0][${field}]`) ?? '';
  const unit = Number(item('price_data][unit_amount'));
  const quantity = Number(item('quantity') || '1');
  if (form.get('mode') !== 'payment' || !Number.isInteger(unit) || unit <= 0)
    return stripeError(res, 400, 'The sandbox takes one-time payments with a unit_amount.');
  // Stripe's rule: a session lasts between 30 minutes and 24 hours (24 hours when not given).
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = Number(form.get('expires_at') ?? now + 24 * 3600);
  if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
    return stripeError(
      res,
      400,
      'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.',
    );
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(name);
    if (m) metadata[m[1]!] = value;
  }
  const id = `cs_test_sbx${randomUUID().replace(/-/g, '')}`;
  const session: SandboxSession = {
    id,
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: unit * quantity,
    currency: item('price_data][currency').toLowerCase(),
    client_reference_id: form.get('client_reference_id'),
    metadata,
    payment_intent: null,
    success_url: form.get('success_url') ?? '',
    cancel_url: form.get('cancel_url') ?? '',
    // The learner's browser opens it: the site's own origin, as the success URL names it.
    url: `${new URL(form.get('success_url') ?? url.href).origin}${PREFIX}/checkout/${id}`,
    livemode: false,
    created: now,
    expires_at: expiresAt,
    product_name: item('price_data][product_data][name'),
  };
  sessions.set(id, session);
  if (typeof key === 'string') byIdempotencyKey.set(key, id);
  apiJson(res, 200, session);
}

async function expireSession(res: ServerResponse, session: SandboxSession): Promise<void> {
  if (session.status !== 'open')
    return stripeError(res, 400, `Only Checkout Sessions with a status of 'open' can be expired.`);
  session.status = 'expired';
  await deliver('checkout.session.expired', session);
  apiJson(res, 200, session);
}

function checkoutPage(res: ServerResponse, session: SandboxSession | undefined): void {
  if (!session) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('No such Checkout Session.');
  const amount = `$${(session.amount_total / 100).toFixed(2)}`;
  const body =
    session.status !== 'open'
      ? `<h1>This checkout is ${escape(session.status)}</h1><p><a href="${escape(session.cancel_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Back to Fluentia</a></p>`
      : `<p class="note">Local payments sandbox playing Stripe Checkout: no card is charged and nothing leaves this machine.</p>
<h1>Pay ${escape(amount)}</h1><p>${escape(session.product_name)} · card payment in US dollars</p>
<form method="post"><button name="decision" value="approve">Approve</button> <button name="decision" value="decline" style="background:#b91c1c">Decline</button></form>
<p>Decline returns you to Fluentia unpaid, as a refused card does. To abandon, close this tab.</p>`;
  html(res, page('Stripe Checkout (sandbox)', body));
}

async function decide(req: IncomingMessage, res: ServerResponse, session: SandboxSession | undefined): Promise<void> {
  if (!session || session.status !== 'open')
    return void res.writeHead(409, { 'content-type': 'text/plain' }).end('This Checkout Session is not open.');
  const form = new URLSearchParams(await readText(req));
  // Tests only: the payment completes right after the API's next read of the session, to play a return racing it.
  if (form.get('decision') === 'approve-after-read') {
    session.pay_after_read = true;
    return void res.writeHead(204).end();
  }
  // `webhook=0` (tests only) holds the event back, to play a webhook that arrives after the learner.
  if (form.get('decision') === 'approve') await pay(session, form.get('webhook') !== '0');
  const back = form.get('decision') === 'approve' ? session.success_url : session.cancel_url;
  res.writeHead(303, { location: back.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
}

async function pay(session: SandboxSession, notify: boolean): Promise<void> {
  session.status = 'complete';
  session.payment_status = 'paid';
  session.payment_intent = `pi_sbx${randomUUID().replace(/-/g, '').slice(0, 24)}`;
  if (notify) await deliver('checkout.session.completed', session);
}

/** Stripe's event, signed with the webhook secret by the `stripe` package's own test signer. */
export async function signedEvent(
  type: string,
  object: unknown,
  secret: string,
): Promise<{ payload: string; signature: string }> {
  const { default: Stripe } = await import('stripe');
  const payload = JSON.stringify({
    id: `evt_sbx${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { payload, signature: await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret }) };
}

/** Delivers an event to the local API's webhook route; the answer is logged, as Stripe's dashboard shows it. */
async function deliver(type: string, session: SandboxSession): Promise<void> {
  const { product_name: _name, pay_after_read: _test, ...object } = session;
  const { payload, signature } = await signedEvent(type, object, process.env.STRIPE_WEBHOOK_SECRET ?? '');
  const api = new URL(process.env.STRIPE_API_BASE ?? 'http://127.0.0.1').origin;
  const answer = await fetch(`${api}/v1/stripewebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  }).catch((error: unknown) => error);
  if (answer instanceof Error || !(answer as Response).ok)
    console.warn(
      `[stripe sandbox] ${type} for ${session.id} was not accepted: ${answer instanceof Error ? answer.message : (answer as Response).status}`,
    );
}

function apiJson(res: ServerResponse, status: number, value: unknown): void {
  const { product_name: _name, pay_after_read: _test, ...rest } = value as SandboxSession;
  res
    .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_sbx${Date.now()}` })
    .end(JSON.stringify(rest));
}

function stripeError(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}
