/**
 * What other areas may use of coach (its facade: docs/architecture.md, "Facades between areas"): a child's
 * calls and speaking-test slot, as the child dashboard shows them.
 */
export { listCalls, type StoredCall } from './calls';
export { callStatus, joinable } from './call-view';
export { speakingCall } from './child-slot';
