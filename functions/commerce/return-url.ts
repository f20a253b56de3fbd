import { siteUrl } from '../certificates/site-url';

/**
 * Where a redirecting provider (Stripe Checkout) sends the learner back: the site's /paymentprocess.
 * SITE_URL where configured; else the page's own origin (the browser's `Origin` on this POST), which
 * behind CloudFront is the site while the Host header is the API's; else the request's host.
 */
export function returnUrl(headers: Record<string, string | undefined>): string {
  const origin = headers.origin;
  const base = process.env.SITE_URL ?? (origin && /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) ? origin : siteUrl(headers));
  return `${base.replace(/\/$/, '')}/paymentprocess`;
}
