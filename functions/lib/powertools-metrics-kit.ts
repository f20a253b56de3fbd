/**
 * Powertools for AWS Lambda's Metrics (EMF), shipped beside `index.mjs` as `metrics-kit.mjs` and
 * loaded by the first flush that has a metric to write (./metrics.ts; ADR 0600).
 */
export { Metrics } from '@aws-lambda-powertools/metrics';
