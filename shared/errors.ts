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

  // Sign-in (spec 01 §8 where quoted; the rest decided in docs/security.md).
  loginFailed: { status: 401, message: 'The login id or PIN is incorrect.' },
  accountLocked: { status: 429, message: 'Too many wrong attempts. Please wait 15 minutes and try again, or ask for a new PIN.' },
  otpIncorrect: { status: 401, message: 'The OTP is incorrect. Please check it and try again.' },
  otpExpired: { status: 401, message: 'This OTP has expired or has been used. Please ask for a new one.' },
  otpTriesExhausted: { status: 429, message: 'Too many wrong OTPs. Please ask for a new one.' },
  resendTooSoon: { status: 429, message: 'Please wait 30 seconds before asking for another code.' },
  sendLimitReached: { status: 429, message: 'Too many codes were sent to this account today. Please try again tomorrow.' },
  licenceInvalid: { status: 401, message: 'This licence key is not valid. Please check it with your organisation.' },
  licenceInUse: { status: 409, message: 'This licence key is already in use by another account.' },
  socialTokenInvalid: { status: 401, message: 'We could not confirm your Google or Facebook sign-in. Please try again.' },
  socialEmailUnverified: { status: 409, message: 'This e-mail already has a Fluentia account. Please sign in with your PIN or an OTP.' },
  sessionExpired: { status: 401, message: 'Token is Invalid' },
  childNotFound: { status: 404, message: 'Child Token not found!' },

  // Courses (spec 02 §8).
  courseNotPurchased: { status: 403, message: 'The course you selected is not purchased yet. Please select a course that is already available for you.' },
  courseNotBought: { status: 403, message: 'User has not purchased the course.' },
  courseExpired: { status: 403, message: 'Your course has expired.' },
  courseNotFound: { status: 404, message: 'We could not find this course.' },
  elementNotFound: { status: 404, message: 'We could not find this activity in the course.' },
  elementLocked: { status: 403, message: 'Please wait for this activity to be unlocked.' },

  // Tests and attempts (spec 02 §5, §8).

  // Accounts and families (spec 01 §5, §8).

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
export const successMessages = {
  pinSent: 'Pin sent to registered email/mobile number',
  pinSentBanner: 'PIN sent to phone/email. Enter PIN to get started.',
  otpSent: 'OTP sent successfully.',
  loggedOut: 'You have been signed out.',
  redirectingToCourse: 'Redirecting you to your course...',
} as const;

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
  /** Set-Cookie values the failure response must carry (server only: clearing a dead session). */
  readonly cookies?: string[];

  constructor(
    key: ErrorKey,
    options: { message?: string; fields?: Record<string, string>; cookies?: string[]; cause?: unknown } = {},
  ) {
    super(options.message ?? catalogue[key].message, { cause: options.cause });
    this.name = 'AppError';
    this.key = key;
    this.status = catalogue[key].status;
    if (options.fields) this.fields = options.fields;
    if (options.cookies) this.cookies = options.cookies;
  }
}

/** True for the two token failures that the web answers by clearing the session (spec 01 §4). */
export function isTokenFailure(message: string): boolean {
  return message === catalogue.tokenInvalid.message || message === catalogue.tokenMissing.message;
}
