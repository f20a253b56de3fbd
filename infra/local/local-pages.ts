import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { partitions } from '../../functions/data/keys';
import { signLocal } from '../../functions/identity/local-signer';
import { cognitoIssuer } from '../../functions/identity/id-token-claims';
import { latestLocalEvents } from '../../functions/analytics/store';
import type { AnalyticsRecord } from '../../functions/analytics/analytics-port';
import { escape, html, json, page, readText } from './local-html';
import { handlePaytmSandbox, isPaytmSandbox } from './paytm-sandbox';
import { handleStripeSandbox, isStripeSandbox } from './stripe-sandbox';

/**
 * Pages only the local stack serves (never deployed): the message outbox, so a person or a test can
 * read an OTP or PIN on a machine with no SMS, with the analytics events the API received (what
 * Firehose delivers to S3 on AWS, ADR 0560), and a local identity provider page that plays Google
 * or Facebook for social sign-in, and the payments sandboxes that play Paytm and Stripe.
 */
export function isLocalPage(url: string): boolean {
  return url.startsWith('/_local/');
}

export async function handleLocalPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/_local/outbox.json') return json(res, { items: await outbox() });
  if (url.pathname === '/_local/analytics.json') return json(res, { items: await latestLocalEvents() });
  if (url.pathname === '/_local/outbox') return html(res, outboxPage(await outbox(), await latestLocalEvents()));
  if (url.pathname === '/_local/social' && req.method === 'GET') return html(res, providerPage(url));
  if (url.pathname === '/_local/social' && req.method === 'POST') return socialRedirect(req, res);
  if (isPaytmSandbox(url.pathname)) return handlePaytmSandbox(req, res, url);
  if (isStripeSandbox(url.pathname)) return handleStripeSandbox(req, res, url);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('No such local page.');
}

interface OutboxItem {
  to: string;
  channel: string;
  subject: string;
  text: string;
  code?: string;
  sentAt: string;
  /** Files sent with an e-mail (a call reminder's `.ics`), as the Messages port was given them. */
  attachments?: Array<{ fileName: string; contentType: string; content: string }>;
}

async function outbox(): Promise<OutboxItem[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: config().table('main'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partitions.outbox },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return (result.Items ?? []).map(
    ({ to, channel, subject, text, code, sentAt, attachments }) =>
      ({ to, channel, subject, text, code, sentAt, ...(attachments ? { attachments } : {}) }) as OutboxItem,
  );
}

function outboxPage(items: OutboxItem[], events: AnalyticsRecord[]): string {
  const rows = items
    .map(
      (m) =>
        `<tr><td>${escape(new Date(m.sentAt).toLocaleString())}</td><td>${escape(m.channel)} to ${escape(m.to)}</td><td>${escape(m.text)}${m.code ? `<br><code>${escape(m.code)}</code>` : ''}${attachmentLinks(m)}</td></tr>`,
    )
    .join('');
  return page(
    'Local outbox',
    `<h1>Local outbox</h1><p class="note">Local development only: SMS and e-mails the product would send, newest first. Reload to see new ones.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Nothing sent yet.</td></tr>'}</tbody></table>
${analyticsSection(events)}`,
  );
}

/** The analytics events POST v1/events took, newest first: on AWS they go to Firehose and S3 instead. */
function analyticsSection(events: AnalyticsRecord[]): string {
  const rows = events
    .map(
      (e) =>
        `<tr><td>${escape(new Date(e.receivedAt).toLocaleString())}</td><td><code>${escape(e.event)}</code></td><td>${escape(e.page)}</td><td>${escape(paramsText(e.params))}</td></tr>`,
    )
    .join('');
  return `<h2 id="analytics">Analytics events</h2><p class="note">What the web app reported (POST v1/events), newest first; on AWS these go to Firehose and S3.</p>
<table><thead><tr><th>Received</th><th>Event</th><th>Page</th><th>Parameters</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No events yet.</td></tr>'}</tbody></table>`;
}

function paramsText(params: AnalyticsRecord['params']): string {
  return Object.entries(params ?? {})
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(', ');
}

/** A sent file as a data: link, so a person can open the reminder's calendar invitation. */
function attachmentLinks(m: OutboxItem): string {
  return (m.attachments ?? [])
    .map(
      (a) =>
        `<br><a download="${escape(a.fileName)}" href="data:${escape(a.contentType)};base64,${Buffer.from(a.content, 'utf8').toString('base64')}">${escape(a.fileName)}</a>`,
    )
    .join('');
}

const providers = { google: 'Google', fb: 'Facebook' } as const;

function providerPage(url: URL): string {
  const provider = url.searchParams.get('provider') === 'fb' ? 'fb' : 'google';
  const name = providers[provider];
  return page(
    `Local ${name} sign-in`,
    `<h1>Sign in with ${name} (local stand-in)</h1><p class="note">This page plays ${name} on a machine with no internet. On AWS the button goes to the real ${name} sign-in through Cognito.</p>
<form method="post" action="/_local/social"><input type="hidden" name="provider" value="${provider}"><input type="hidden" name="redirect" value="${escape(url.searchParams.get('redirect') ?? '/')}">
<label for="name">Name</label><input id="name" name="name" required value="Riya Sharma">
<label for="email">E-mail${provider === 'fb' ? ' (leave empty to play a Facebook account without one)' : ''}</label><input id="email" name="email" type="email" ${provider === 'google' ? 'required' : ''} value="riya.sharma@example.com">
<label><input type="checkbox" name="verified" value="1" checked style="width:auto"> The provider has verified this e-mail</label>
<button type="submit">Continue as this ${name} user</button></form>`,
  );
}

async function socialRedirect(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readText(req));
  const provider = form.get('provider') === 'fb' ? 'fb' : 'google';
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const name = (form.get('name') ?? '').trim();
  const providerUserId = createHash('sha256')
    .update(`${provider}:${email || name}`)
    .digest('hex')
    .slice(0, 21);
  const token = await signLocal(
    {
      sub: providerUserId,
      token_use: 'id',
      'cognito:username': `${providers[provider].toLowerCase()}_${providerUserId}`,
      identities: [
        {
          providerName: providers[provider],
          providerType: providers[provider],
          userId: providerUserId,
          primary: 'true',
        },
      ],
      ...(email ? { email, email_verified: form.get('verified') === '1' } : {}),
      ...(name ? { name } : {}),
    },
    {
      issuer: cognitoIssuer(process.env.COGNITO_USER_POOL_ID ?? ''),
      audience: process.env.COGNITO_CLIENT_ID ?? '',
      expiresInSeconds: 300,
    },
  );
  const redirect = new URL(form.get('redirect') || '/', 'http://localhost');
  const back = `${redirect.pathname}${redirect.search}#${new URLSearchParams({ id_token: token, provider, email, name }).toString()}`;
  res.writeHead(303, { location: back }).end();
}
