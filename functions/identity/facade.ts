/**
 * What other areas may use of identity (its facade: docs/architecture.md, "Facades between areas"): one-time
 * codes and their sending, ending an account's tokens, and licence keys. The session a verified
 * code opens is session-facade.ts. Everything else in identity/ is private to it; records every area
 * needs (users, contact ids, PINs, the security figures) are in core/.
 */
export { consumeChallenge } from './otp';
export { contactOf, deliverChallenge, destinationOf, sendChallenge, sendPin, sendWindowOf } from './send-codes';
export { claimSend } from './send-window';
export { endTokensItem } from './end-tokens';
export { forgetIdentity } from './forget';
export { loginRef } from './resolve';
export { applyLicence } from './licences';
