/**
 * Powertools for AWS Lambda's Tracer (with the X-Ray SDK), shipped beside `index.mjs` as
 * `tracer-kit.mjs` and loaded only in a function an operator has switched tracing on for
 * (./trace-calls.ts; ADR 0610).
 */
export { Tracer } from '@aws-lambda-powertools/tracer';
