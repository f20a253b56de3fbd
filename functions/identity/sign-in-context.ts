import type { HttpEvent } from '../lib/http';
import type { SignInContext } from './identity-port';

/**
 * The request a sign-in came in, for Cognito's threat protection (ContextData on the admin auth calls,
 * docs/security.md "Threat protection"). The address is the viewer's as CloudFront gives it
 * (`CloudFront-Viewer-Address`, "ip:port") when the distribution forwards that header, else the
 * source address API Gateway saw. Only headers that describe the device are passed: never cookies
 * nor tokens.
 */
const DEVICE_HEADERS = new Set(['user-agent', 'accept-language', 'origin', 'referer']);

function viewerIp(event: HttpEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  // IPv4 "1.2.3.4:5678" or IPv6 "2001:db8::1:5678": the port is after the last colon.
  if (viewer && viewer.includes(':')) return viewer.slice(0, viewer.lastIndexOf(':'));
  return event.requestContext?.http?.sourceIp ?? '';
}

export function signInContext(event: HttpEvent): SignInContext {
  return {
    ipAddress: viewerIp(event),
    serverName: event.requestContext?.domainName ?? '',
    serverPath: event.requestContext?.http?.path ?? event.rawPath ?? '',
    headers: Object.entries(event.headers ?? {})
      .filter(([name, value]) => DEVICE_HEADERS.has(name.toLowerCase()) && typeof value === 'string')
      .map(([headerName, headerValue]) => ({ headerName, headerValue: String(headerValue) })),
  };
}
