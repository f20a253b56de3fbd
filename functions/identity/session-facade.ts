/**
 * The second facade of identity (docs/architecture.md, "Facades between areas"): the session a verified
 * one-time code opens, for an area that signs someone in (an adult becoming a parent). Apart from
 * facade.ts so that the areas that only send codes do not bundle the token machinery (Cognito, KMS).
 */
export { otpVerifiedAnswer } from './session';
