import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Caller } from '#shared/api/caller';
import { toContext } from '#shared/api/caller';
import { buildHttpEvent, lambdaContext } from '../../infra/local/events';
import { ORIGIN_HEADER } from '../../functions/lib/origin-check';

/**
 * The one helper tests use to build API Gateway events: the local server's own builder. The event carries the
 * origin header CloudFront adds (functions/lib/origin-check.ts) unless `headers` names it (empty: left out).
 */
export function apiEvent(options: {
  method?: string;
  path?: string;
  routeKey?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  caller?: Caller;
  pathParameters?: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const event = buildHttpEvent(
    {
      method: options.method ?? 'GET',
      url: options.path ?? '/v1/test',
      headers: withOrigin(options.headers ?? {}),
      ...(body ? { body } : {}),
    },
    options.routeKey ?? `${options.method ?? 'GET'} ${options.path ?? '/v1/test'}`,
    options.pathParameters,
  );
  if (options.caller)
    (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: toContext(options.caller) };
  return event;
}

export const context = lambdaContext('test', 'test-request');

export function parse(result: APIGatewayProxyStructuredResultV2 | void | string): {
  statusCode: number;
  body: { status: boolean; code: number; message: string; data: Record<string, unknown> };
} {
  const r = result as APIGatewayProxyStructuredResultV2;
  return { statusCode: r.statusCode ?? 0, body: JSON.parse(r.body ?? '{}') };
}

function withOrigin(headers: Record<string, string>): Record<string, string> {
  if (Object.hasOwn(headers, ORIGIN_HEADER)) {
    const { [ORIGIN_HEADER]: value, ...rest } = headers;
    return value ? headers : rest;
  }
  return { ...headers, [ORIGIN_HEADER]: process.env.ORIGIN_SECRET ?? '' };
}
