import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beginInvocation, logsWritten } from './log';
import { countRouteError, flushMetrics } from './metrics';
import { prepareTracing } from './trace-calls';

/**
 * The HTTP pipeline's observability (docs/operations.md): each invocation's log lines carry the Lambda
 * request id, the cold-start flag and a correlation id (the client's `x-correlation-id`, else its
 * `idempotency-key`, else API Gateway's request id) and API Gateway's request id, the one the envelope
 * returns and a learner can read out to support; a 5xx answer counts
 * as an error of its route; the invocation's metrics are flushed once, after the envelope is written;
 * where an operator switched it on, the AWS calls are traced (./trace-calls.ts).
 */
export function observe(
  route: string,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context> {
  const done = async (response: APIGatewayProxyStructuredResultV2 | null | undefined) => {
    if ((response?.statusCode ?? 500) >= 500) countRouteError(route);
    await flushMetrics();
    await logsWritten();
  };
  return {
    before: (request) => {
      beginInvocation(request.context, {
        correlation_id: correlationId(request.event),
        api_request_id: request.event.requestContext?.requestId,
      });
      return prepareTracing();
    },
    after: (request) => done(request.response),
    onError: (request) => done(request.response),
  };
}

/**
 * A non-HTTP handler (a schedule, a worker, a Cognito trigger, the authorizer) with the log context and
 * the once-per-invocation metrics flush the pipeline gives routes.
 */
export function observed<E, R>(handler: (event: E) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    beginInvocation(context);
    try {
      await prepareTracing();
      return await handler(event);
    } finally {
      await flushMetrics();
      await logsWritten();
    }
  };
}

export function correlationId(event: APIGatewayProxyEventV2): string | undefined {
  const headers = event.headers ?? {};
  const id = headers['x-correlation-id'] || headers['idempotency-key'] || event.requestContext?.requestId;
  return id ? id.slice(0, 128) : undefined;
}
