/**
 * The success catalogue: what the API and the web say when something worked (spec 01 §8), each written
 * once, shown verbatim. Failures are in ./errors.ts.
 */
export const successMessages = {
  pinSent: 'Pin sent to registered email/mobile number',
  pinSentBanner: 'PIN sent to phone/email. Enter PIN to get started.',
  otpSent: 'OTP sent successfully.',
  mfaStep: 'Enter the code from your authenticator app.',
  loggedOut: 'You have been signed out.',
  redirectingToCourse: 'Redirecting you to your course...',
} as const;
