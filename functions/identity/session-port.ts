/**
 * The second port of identity (docs/architecture.md, "Ports between areas"): the session a verified
 * one-time code opens, for an area that signs someone in (an adult becoming a parent). Apart from
 * port.ts so that the areas that only send codes do not bundle the token machinery (Cognito, KMS).
 */
export { otpVerifiedAnswer } from './session';
