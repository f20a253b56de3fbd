import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { setting } from './config';

/**
 * The refresh-token cookie (docs/identity.md): HttpOnly so page scripts never see it, SameSite=Strict
 * and path /v1/ so only our own API calls carry it, Secure everywhere but the local http stack.
 */
export const REFRESH_COOKIE = 'fl_rt';

function secure(): boolean {
  const env = setting('APP_ENV');
  return env !== 'local' && env !== 'test';
}

export function refreshCookie(token: string, maxAgeSeconds: number | undefined): string {
  const parts = [`${REFRESH_COOKIE}=${token}`, 'Path=/v1/', 'HttpOnly', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (secure()) parts.push('Secure');
  return parts.join('; ');
}

export function clearedRefreshCookie(): string {
  return [
    `${REFRESH_COOKIE}=`,
    'Path=/v1/',
    'HttpOnly',
    'SameSite=Strict',
    'Max-Age=0',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const at = cookie.indexOf('=');
    if (at > 0 && cookie.slice(0, at).trim() === name) return decodeURIComponent(cookie.slice(at + 1).trim());
  }
  return undefined;
}
