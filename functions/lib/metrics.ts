import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { setting, world } from './config';

/**
 * Business and error metrics in CloudWatch's Embedded Metric Format (docs/operations.md, "Metrics"): each
 * is a JSON line in the function's log that CloudWatch turns into a metric, so they need no IAM and no
 * call on the request path. Namespace `Fluentia`, dimension `environment`; the HTTP pipeline flushes them
 * once per invocation. They are written on Lambda only (locally and in the suites they would be noise on
 * stdout) unless POWERTOOLS_METRICS_DISABLED says otherwise, and never when LOG_LEVEL=silent.
 */
export const NAMESPACE = 'Fluentia';

/** The metrics the product counts (the olympiad-day dashboard reads them). */
export type MetricName = 'Answers' | 'SignIns' | 'SessionRefreshes' | 'PaymentsSettled' | 'PaymentsDeclined' | 'SpeechSeconds';
const units: Record<MetricName, (typeof MetricUnit)[keyof typeof MetricUnit]> = {
  Answers: MetricUnit.Count,
  SignIns: MetricUnit.Count,
  SessionRefreshes: MetricUnit.Count,
  PaymentsSettled: MetricUnit.Count,
  PaymentsDeclined: MetricUnit.Count,
  SpeechSeconds: MetricUnit.Seconds,
};

let instance: Metrics | undefined;

function metrics(): Metrics {
  instance ??= new Metrics({ namespace: NAMESPACE, serviceName: 'fluentia', defaultDimensions: { environment: setting('APP_ENV') ?? 'local' } });
  return instance;
}

/** Whether metrics are written in this process (read on each use: the tests switch it). */
export function metricsEnabled(): boolean {
  if (setting('LOG_LEVEL')?.toLowerCase() === 'silent') return false;
  const disabled = setting('POWERTOOLS_METRICS_DISABLED');
  if (disabled !== undefined) return disabled.toLowerCase() !== 'true';
  return world() === 'aws';
}

/** Counts `value` of a metric for this invocation (written when the pipeline flushes). */
export function countMetric(name: MetricName, value = 1): void {
  if (!metricsEnabled() || !(value > 0)) return;
  metrics().addMetric(name, units[name], value);
}

/** One 5xx answer of a route, written at once with the route as a second dimension (errors per route). */
export function countRouteError(route: string): void {
  if (!metricsEnabled()) return;
  const single = metrics().singleMetric();
  single.addDimension('route', route);
  single.addMetric('Errors', MetricUnit.Count, 1);
}

/** Writes this invocation's metrics as one EMF line; nothing when none were counted. */
export function flushMetrics(): void {
  if (!instance?.hasStoredMetrics()) return;
  instance.publishStoredMetrics();
}
