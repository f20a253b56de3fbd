/**
 * The success catalogue: what the API and the web say when something worked (spec 01 §8), each written
 * once, shown verbatim. Failures are in ./errors.ts.
 */
export const successMessages = {
  pinSent: 'Pin sent to registered email/mobile number',
  pinSentBanner: 'PIN sent to phone/email. Enter PIN to get started.',
  otpSent: 'OTP sent successfully.',
  mfaStep: 'Enter the code from your authenticator app.',
  keysIssued: 'Keys issued. Copy or download them now: they are not shown in full again.',
  keyRevoked: 'Key revoked. Its holder keeps what they earned and loses access at once.',
  keyAlreadyRevoked: 'This key was already revoked.',
  exportStarted: 'Your export is being prepared.',
  classCreated: 'Class added.',
  classRegistered: 'Children registered. Download and print their login cards now: the PINs are not shown again.',
  childPinReset: 'New PIN made. The old PIN no longer works: print this card for the child.',
  loggedOut: 'You have been signed out.',
  redirectingToCourse: 'Redirecting you to your course...',
} as const;
