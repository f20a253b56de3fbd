/**
 * The one error catalogue. Every failure message the API sends, and every message the spec quotes
 * for the web, is written here once; servers throw `AppError`s built from these entries and the web
 * compares against the same constants. Keys are stable; messages are shown to users verbatim.
 */
export const catalogue = {
  // Spec 01 §8: a failed token clears the session and sends the user to /.
  tokenInvalid: { status: 401, message: 'Token is Invalid' },
  tokenMissing: { status: 401, message: 'Token is missing' },
  forbidden: { status: 403, message: 'You do not have access to this.' },

  // Request-shape failures from the HTTP pipeline.
  routeNotFound: { status: 404, message: 'There is no such API route.' },
  methodNotAllowed: { status: 405, message: 'This API route does not accept that method.' },
  malformedJson: { status: 400, message: 'The request body is not valid JSON.' },
  unsupportedMediaType: { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' },
  bodyTooLarge: { status: 413, message: 'The request body is too large.' },
  validation: { status: 422, message: 'Some details are missing or not valid.' },

  // Never shows internals: the cause is logged server-side with the request id.
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { status: 503, message: 'A service the product needs is not answering. Please try again shortly.' },
} as const;

export type ErrorKey = keyof typeof catalogue;

/** Messages the web shows itself (spec 01 §8), kept beside the server's so there is one catalogue. */
export const clientMessages = {
  network: 'Oops, something went wrong. Please try again',
  support: (phone: string) => `If this keeps happening, call us on ${phone}.`,
  offline: 'App is Offline',
  notFound: '404 ERROR! Oops page not found',
} as const;

/** Default support contact shown when the server supplies none (spec 01 §9: value not shown). */
export const defaultSupport = { phone: '+91 80 4718 2200', email: 'support@fluentia.app' } as const;

export class AppError extends Error {
  readonly key: ErrorKey;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(key: ErrorKey, options: { message?: string; fields?: Record<string, string>; cause?: unknown } = {}) {
    super(options.message ?? catalogue[key].message, { cause: options.cause });
    this.name = 'AppError';
    this.key = key;
    this.status = catalogue[key].status;
    if (options.fields) this.fields = options.fields;
  }
}

/** True for the two token failures that the web answers by clearing the session (spec 01 §4). */
export function isTokenFailure(message: string): boolean {
  return message === catalogue.tokenInvalid.message || message === catalogue.tokenMissing.message;
}
