import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Caller } from '#shared/api/caller';
import { toContext } from '#shared/api/caller';
import { buildHttpEvent, lambdaContext } from '../../infra/local/events';

/** The one helper tests use to build API Gateway events: the local server's own builder. */
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
      headers: options.headers ?? {},
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
