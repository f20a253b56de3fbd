/**
 * The site's public address, for links printed on certificates: SITE_URL where it is configured
 * (CDK sets the CloudFront domain), else the host the request came to (the local stack, http).
 */
export function siteUrl(headers: Record<string, string | undefined>): string {
  if (process.env.SITE_URL) return process.env.SITE_URL;
  const host = headers.host ?? 'localhost';
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}
