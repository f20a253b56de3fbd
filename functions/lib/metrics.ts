import type { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { setting, world } from './config';
import { importBeside } from './import-beside';

/**
 * Business and error metrics in CloudWatch's Embedded Metric Format (docs/operations.md, "Logs and metrics"):
 * each is a JSON line in the function's log that CloudWatch turns into a metric, so they need no IAM and no
 * call on the request path. Namespace `Fluentia`, dimensions `service` and `environment`; the HTTP pipeline
 * flushes them once per invocation. They are written on Lambda only (locally and in the suites they would
 * be noise on stdout) unless POWERTOOLS_METRICS_DISABLED says otherwise, and never when LOG_LEVEL=silent.
 * Powertools Metrics is loaded by the first flush that has something to write, not at import, from its
 * kit beside the bundle (./powertools-metrics-kit.ts; ADRs 0551, 0600).
 */
export const NAMESPACE = 'Fluentia';

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/** The metrics the product counts (the olympiad-day dashboard reads them). */
export type MetricName =
  'Answers' | 'SignIns' | 'SessionRefreshes' | 'PaymentsSettled' | 'PaymentsDeclined' | 'SpeechSeconds';
const units: Record<MetricName, Unit> = {
  Answers: 'Count',
  SignIns: 'Count',
  SessionRefreshes: 'Count',
  PaymentsSettled: 'Count',
  PaymentsDeclined: 'Count',
  SpeechSeconds: 'Seconds',
};

let instance: Metrics | undefined;
const pending: { name: MetricName | 'Errors'; value: number; route?: string }[] = [];

/** Whether metrics are written in this process (read on each use: the tests switch it). */
export function metricsEnabled(): boolean {
  if (setting('LOG_LEVEL')?.toLowerCase() === 'silent') return false;
  const disabled = setting('POWERTOOLS_METRICS_DISABLED');
  if (disabled !== undefined) return disabled.toLowerCase() !== 'true';
  return world() === 'aws';
}

/** Counts `value` of a metric for this invocation (written when the pipeline flushes). */
export function countMetric(name: MetricName, value = 1): void {
  if (metricsEnabled() && value > 0) pending.push({ name, value });
}

/** One 5xx answer of a route, with the route as a second dimension (errors per route). */
export function countRouteError(route: string): void {
  if (metricsEnabled()) pending.push({ name: 'Errors', value: 1, route });
}

/**
 * Writes this invocation's metrics as one EMF line (a route error as a line of its own, so its `route`
 * dimension does not split the others); nothing when none were counted.
 */
export async function flushMetrics(): Promise<void> {
  if (!pending.length) return;
  const counted = pending.splice(0);
  const { Metrics } = await importBeside<typeof import('./powertools-metrics-kit')>(
    './metrics-kit.mjs',
    './powertools-metrics-kit.ts',
    import.meta.url,
  );
  instance ??= new Metrics({
    namespace: NAMESPACE,
    serviceName: 'fluentia',
    defaultDimensions: { environment: setting('APP_ENV') ?? 'local' },
  });
  for (const metric of counted) {
    if (metric.name === 'Errors') {
      const single = instance.singleMetric();
      single.addDimension('route', metric.route ?? 'unknown');
      single.addMetric('Errors', 'Count', metric.value);
    } else {
      instance.addMetric(metric.name, units[metric.name], metric.value);
    }
  }
  if (instance.hasStoredMetrics()) instance.publishStoredMetrics();
}
