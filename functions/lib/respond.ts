import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Envelope, ErrorData } from '#shared/api/envelope';
import { AppError } from '#shared/errors';
import { log } from './log';

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * Writes an envelope. The HTTP status follows the envelope code, except code 204 ("finished",
 * spec 02 §7), which still carries a body and so travels as HTTP 200.
 */
export function envelopeResponse<T>(envelope: Envelope<T>, requestId?: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: envelope.code === 204 ? 200 : envelope.code,
    headers: { ...baseHeaders, ...(requestId ? { 'x-request-id': requestId } : {}) },
    body: JSON.stringify(envelope),
  };
}

/** Names of AWS SDK errors that mean a dependency is overloaded or away, not that the request is bad. */
const unavailableErrors = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'SlowDown',
  'TimeoutError',
  // Cognito's and Lambda's throttling (an olympiad's sign-ins over the UserAuthentication quota):
  // a 503, which the web retries with backoff, not a 500.
  'TooManyRequestsException',
]);

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return unavailableErrors.has(error.name) || code === 'ECONNREFUSED' || code === 'ECONNRESET';
}

/** The only place an error becomes a response. Internals are logged, never sent. */
export function errorResponse(error: unknown, requestId?: string): APIGatewayProxyStructuredResultV2 {
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else if (isUnavailable(error)) {
    log.error('dependency unavailable', { requestId, error });
    appError = new AppError('unavailable');
  } else {
    log.error('unhandled error', { requestId, error });
    appError = new AppError('internal');
  }
  const data: ErrorData = { error: appError.key, ...(appError.fields ? { fields: appError.fields } : {}) };
  const response = envelopeResponse(
    { status: false, code: appError.status, message: appError.message, data },
    requestId,
  );
  return appError.cookies?.length ? { ...response, cookies: appError.cookies } : response;
}
