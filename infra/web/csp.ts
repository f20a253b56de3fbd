/**
 * The site's Content-Security-Policy. Scripts only from the site itself; the browser also talks to
 * the data buckets directly (presigned uploads of spoken answers and task files, presigned
 * downloads of generated files and speech), records audio (blob:, mediastream:), and later reaches
 * Cognito's endpoints for Google/Facebook sign-in. A new third party (a payment page, an analytics
 * host) is added here, in one place.
 */
export interface CspInputs {
  /** `https://<bucket>.s3.<region>.amazonaws.com` for each bucket the browser uses. */
  bucketOrigins: string[];
  region: string;
  /**
   * The Vite dev server (`npm start` without WEB_MODE=dist) only: its React refresh preamble is an
   * inline script and hot reload talks over a WebSocket, so it gets `'unsafe-inline'` scripts and
   * `ws:`. The production build needs neither; WEB_MODE=dist serves exactly the deployed policy.
   */
  devServer?: boolean;
}

export function contentSecurityPolicy({ bucketOrigins, region, devServer = false }: CspInputs): string {
  const buckets = bucketOrigins.join(' ');
  const cognito = `https://cognito-idp.${region}.amazonaws.com https://*.auth.${region}.amazoncognito.com`;
  return [
    "default-src 'self'",
    devServer ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // React and the Amplify UI theme set inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${buckets}`,
    `media-src 'self' blob: mediastream: ${buckets}`,
    `connect-src 'self' ${buckets} ${cognito}${devServer ? ' ws:' : ''}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // The product page's hidden form posts to Paytm's page (spec 02 §4); Stripe Checkout is a plain
    // navigation (no form), and the local sandboxes are the site itself.
    "form-action 'self' https://securegw.paytm.in https://securegw-stage.paytm.in",
    "frame-ancestors 'none'",
  ].join('; ');
}
