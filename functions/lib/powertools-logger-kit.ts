/**
 * Powertools for AWS Lambda's Logger, in one module so it ships as its own file: on Lambda it is
 * bundled separately as `logger-kit.mjs` beside `index.mjs` (the house construct's `separateBundles`)
 * and loaded by the first line a function writes (./log.ts). Most invocations write none, and code
 * inside index.mjs is parsed at every cold start even when it never runs (ADR 0600).
 */
export { Logger } from '@aws-lambda-powertools/logger';
