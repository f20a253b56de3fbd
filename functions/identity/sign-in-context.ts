import type { HttpEvent } from '../lib/http';
import { viewerAddress } from '../lib/origin-check';
import type { SignInContext } from './identity-port';

/**
 * The request a sign-in came in, for Cognito's threat protection (ContextData on the admin auth calls,
 * docs/security.md "Threat protection"). The address is the viewer's, as the distribution's
 * viewer-request function passes it (../lib/origin-check.ts). Only headers that describe the device
 * are passed: never cookies nor tokens.
 */
const DEVICE_HEADERS = new Set(['user-agent', 'accept-language', 'origin', 'referer']);

export function signInContext(event: HttpEvent): SignInContext {
  return {
    ipAddress: viewerAddress(event),
    serverName: event.requestContext?.domainName ?? '',
    serverPath: event.requestContext?.http?.path ?? event.rawPath ?? '',
    headers: Object.entries(event.headers ?? {})
      .filter(([name, value]) => DEVICE_HEADERS.has(name.toLowerCase()) && typeof value === 'string')
      .map(([headerName, headerValue]) => ({ headerName, headerValue: String(headerValue) })),
  };
}
