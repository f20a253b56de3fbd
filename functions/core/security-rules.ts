/**
 * Every security figure of sign-in in one place (docs/security.md explains each choice).
 */
export const rules = {
  pinLength: 6,
  otpLength: 6,
  otpTtlSeconds: 10 * 60,
  otpMaxTries: 3,
  resendWaitSeconds: 30,
  sendsPerDay: 10,
  pinFailuresBeforeLock: 5,
  lockSeconds: 15 * 60,
  /** Wrong attempts are forgotten a day after the last one (the lockout counter's TTL). */
  attemptMemorySeconds: 24 * 60 * 60,
  /**
   * Fixed floors on the answers that must not say whether an account exists (docs/security.md): the
   * work of both paths is already alike; the floor hides what is left (one read, a message send).
   */
  signInFloorMs: 250,
  sendCodeFloorMs: 400,
  /**
   * Linking a school's child by its card (decision 0893) does the sign-in's work after the parent's own checks and
   * lockout, more than the sign-in floor hides on a busy machine; a link is once per child, so a longer floor costs
   * nothing a parent notices.
   */
  childLinkFloorMs: 450,
  idTokenSeconds: 60 * 60,
  refreshSeconds: 30 * 24 * 60 * 60,
  juniorShortRefreshSeconds: 12 * 60 * 60,
  delegationSeconds: 60 * 60,
  /**
   * A product session's refresh token is replaced at every use (rotation); the token just replaced
   * may be sent again this long and gets the same successor (a retry, two tabs at once), as Cognito's
   * own rotation allows at most (RetryGracePeriodSeconds, 0–60). After that it is a stolen copy.
   */
  refreshRetrySeconds: 60,
  proofSeconds: 60,
  /**
   * Staff sign-in's authenticator step (decision 570): the step a PIN or OTP opens lives 5 minutes
   * (Cognito's own sign-in session lasts 3 to 15); codes are RFC 6238's 30-second steps, accepted one
   * step either side (Cognito's skew), each step once per account.
   */
  mfaStepSeconds: 5 * 60,
  totpStepSeconds: 30,
  totpSkewSteps: 1,
  /**
   * How long a token that has been ended (logout, new PIN, deleted child, merge) can still pass:
   * API Gateway caches the authorizer's answer per token this long, and the authorizer caches each
   * subject's "valid after" marker for the second figure. At most their sum, 30 s.
   */
  authorizerCacheSeconds: 20,
  tokenMarkerCacheSeconds: 10,
} as const;

/**
 * The SMS guard's limits (functions/identity/sms-guard.ts, decision 0861), per hour. Each environment sets its own
 * (`sms` in infra/config/environments.ts, given to the functions as SMS_LIMITS); these are production's.
 */
export interface SmsLimits {
  /** Codes sent and not yet proven, per viewer address: a school's parents who verify theirs never meet it. */
  perAddress: number;
  /** Codes sent to one number range (the country code and the number's first `rangeDigits` digits). */
  perRange: number;
  rangeDigits: number;
  /** A range is paused once `after` codes went to it this hour and fewer than `verifiedShare` of them were proven. */
  pause: { after: number; verifiedShare: number };
  /** SMS of every kind of code, in all (counted in TOTAL_SHARDS shards, each a share of it). */
  total: number;
  /** Calling codes SMS may go to. */
  countries: readonly string[];
}

export const smsLimits: SmsLimits = {
  perAddress: 10,
  perRange: 60,
  rangeDigits: 5,
  pause: { after: 20, verifiedShare: 0.25 },
  total: 30_000,
  countries: ['91'],
};
