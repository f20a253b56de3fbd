import { contentSecurityPolicy, type CspInputs } from './csp';

/**
 * The security headers of every response of the site, in one place: CloudFront's response-headers
 * policy (./web-stack.ts) is built from these values, and the local server (infra/local/stack.ts)
 * sends the same headers, so the page tested locally is the page served in production.
 */
export const securityHeaderRules = {
  /** Two years, subdomains included (browsers ignore it over plain http, so locally it is inert). */
  hstsMaxAgeSeconds: 730 * 24 * 60 * 60,
  frameOption: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Speaking practice records from the microphone and video answers from the camera (spec 02 §3
  // is_audio: vid), both on the site itself only; nothing needs location or payment APIs yet.
  permissionsPolicy: 'microphone=(self), camera=(self), geolocation=()',
} as const;

/** The headers by name (lower case), as the local server sends them. */
export function securityHeaders(csp: CspInputs): Record<string, string> {
  return {
    'strict-transport-security': `max-age=${securityHeaderRules.hstsMaxAgeSeconds}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': securityHeaderRules.frameOption,
    'referrer-policy': securityHeaderRules.referrerPolicy,
    'content-security-policy': contentSecurityPolicy(csp),
    'permissions-policy': securityHeaderRules.permissionsPolicy,
  };
}
