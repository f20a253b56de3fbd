import { clientMessages } from '#shared/errors';
import { supportLine } from './session';

/**
 * What a failed API call throws. `kind` tells screens what happened without parsing messages:
 * - 'api': the server answered with a failure envelope; `message` is the catalogue text to show,
 *   `key` its stable catalogue key and `fields` the per-field messages of a validation failure;
 * - 'token': the token was missing or invalid; the session is already cleared and the app is on its
 *   way to / (spec 01 §8), so screens need not show anything;
 * - 'network': no usable answer (fetch threw, or a non-envelope reply such as a 5xx page); the
 *   message is the spec's "Oops, something went wrong" and `support` the support-phone line. The
 *   client has already sent it again where that is safe (retry-policy.ts): this is what is left.
 */
export type ApiErrorKind = 'api' | 'token' | 'network';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  /** Envelope code, or the HTTP status when there was no envelope, or 0 when nothing answered. */
  code: number;
  key?: string;
  fields?: Record<string, string>;
  support?: string;
  /** The server's Retry-After, in milliseconds, when it sent one (429, 503). */
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly key?: string;
  readonly fields?: Record<string, string>;
  readonly support?: string;
  readonly retryAfterMs?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    if (init.key) this.key = init.key;
    if (init.fields) this.fields = init.fields;
    if (init.support) this.support = init.support;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

export function networkError(code: number, cause?: unknown, retryAfterMs?: number): ApiError {
  return new ApiError({
    kind: 'network',
    code,
    message: clientMessages.network,
    support: supportLine(),
    retryAfterMs,
    cause,
  });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
