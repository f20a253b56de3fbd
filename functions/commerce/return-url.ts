import { siteUrl } from '../core/site-url';
import { setting } from '../lib/config';

/**
 * The site's origin, under which the providers send the learner back: Stripe Checkout to
 * `/paymentprocess`, Paytm's page to the callback `/v1/paytmcallback`. SITE_URL where configured;
 * else the page's own origin (the browser's `Origin` on startpayment), which behind CloudFront is the
 * site while the Host header is the API's; else the request's host.
 */
export function siteOrigin(headers: Record<string, string | undefined>): string {
  const origin = headers.origin;
  const base =
    setting('SITE_URL') ?? (origin && /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) ? origin : siteUrl(headers));
  return base.replace(/\/$/, '');
}
