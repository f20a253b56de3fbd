import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { RouteFunction } from './route-function';

/**
 * Production alarms. Each one fires on a five-minute sum at or over its threshold, treats "no data"
 * (no traffic) as fine, and notifies the environment's alarm topic when it fires and when it clears.
 */
const PERIOD = Duration.minutes(5);

/** One alarm on `metric` at or above `threshold`, notifying `topic` when it fires and when it clears. */
export function alarm(
  scope: Construct,
  id: string,
  metric: IMetric,
  threshold: number,
  description: string,
  topic: ITopic,
): Alarm {
  const a = new Alarm(scope, id, {
    metric,
    threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
  a.addAlarmAction(new SnsAction(topic));
  a.addOkAction(new SnsAction(topic));
  return a;
}

/**
 * Errors (uncaught failures and timeouts) and throttles of one function. The alarms live next to the
 * function unless `scope` is given (a function in a stack that cannot reference the topic's stack).
 */
export function alarmOnFunction(
  route: RouteFunction,
  topic: ITopic,
  scope?: Construct,
  options: { p99Ms?: number } = {},
): void {
  const fn = route.fn;
  const what = route.node.id;
  const [where, prefix] = scope ? [scope, what] : [route, ''];
  alarm(
    where,
    `${prefix}ErrorsAlarm`,
    fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
    5,
    `${what}: 5 or more errors in 5 minutes`,
    topic,
  );
  alarm(
    where,
    `${prefix}ThrottlesAlarm`,
    fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
    1,
    `${what}: throttled`,
    topic,
  );
  // Slow answers: the p99 duration over five minutes, at most a second for an ordinary route.
  const p99 = options.p99Ms ?? P99_MS;
  alarm(
    where,
    `${prefix}LatencyAlarm`,
    fn.metricDuration({ period: PERIOD, statistic: 'p99' }),
    p99,
    `${what}: p99 duration ${p99} ms or more`,
    topic,
  );
}

/** The p99 duration over which an ordinary route alarms (docs/operations.md). */
export const P99_MS = 1000;

/**
 * Failed payments: the routes that settle orders (processpayment, Paytm's callback and webhook,
 * Stripe's webhook) log `payment.failed` (declined, a coupon used up or a hold ended: refund due) and
 * `payment.tampered`; five in five minutes on one of them is a gateway or fraud problem worth a look.
 * processpayment's metric keeps its name; the others' are named after their route.
 */
export const paymentSettlers = ['processPayment', 'paytmCallback', 'paytmWebhook', 'stripeWebhook'];

export function alarmOnPayments(route: RouteFunction, topic: ITopic, routeId = 'processPayment'): void {
  const metricName = routeId === 'processPayment' ? 'FailedPayments' : `FailedPayments-${routeId}`;
  const metric = new MetricFilter(route, 'FailedPayments', {
    logGroup: route.logGroup,
    filterPattern: FilterPattern.any(
      FilterPattern.stringValue('$.message', '=', 'payment.failed'),
      FilterPattern.stringValue('$.message', '=', 'payment.tampered'),
    ),
    metricNamespace: 'Fluentia',
    metricName,
    metricValue: '1',
  }).metric({ period: PERIOD, statistic: 'Sum' });
  alarm(
    route,
    'FailedPaymentsAlarm',
    metric,
    5,
    `${routeId}: 5 or more failed or tampered payments in 5 minutes`,
    topic,
  );
}

/** Messages left in a dead-letter queue: work that failed all its retries and waits to be replayed. */
export function alarmOnQueue(scope: Construct, id: string, queue: IQueue, topic: ITopic): void {
  alarm(
    scope,
    id,
    queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
    1,
    `${id}: a message is waiting in the dead-letter queue`,
    topic,
  );
}

/**
 * 429s: HTTP APIs publish no metric by status but 4xx and 5xx, so the stage's access log (JSON, with
 * the status) is counted by a metric filter. A 429 is the stage's throttle refusing a learner (the
 * web retries it, but it means the day's figures were wrong); ten in five minutes alarm.
 */
export function alarmOn429(scope: Construct, logGroup: ILogGroup, topic: ITopic): void {
  const metric = new MetricFilter(scope, 'Throttled429', {
    logGroup,
    filterPattern: FilterPattern.numberValue('$.status', '=', 429),
    metricNamespace: 'Fluentia',
    metricName: 'Api429',
    metricValue: '1',
  }).metric({ period: PERIOD, statistic: 'Sum' });
  alarm(
    scope,
    'Api429Alarm',
    metric,
    10,
    'API: 10 or more requests refused with 429 (stage throttle) in 5 minutes',
    topic,
  );
}

/** DynamoDB refusing reads or writes of the table for its throughput (a hot partition, or above the table's limit). */
export function alarmOnTableThrottles(scope: Construct, table: ITable, topic: ITopic): void {
  for (const kind of ['Read', 'Write'] as const) {
    const metric = table.metric(`${kind}ThrottleEvents`, { period: PERIOD, statistic: 'Sum' });
    alarm(
      scope,
      `Table${kind}ThrottlesAlarm`,
      metric,
      1,
      `DynamoDB: ${kind.toLowerCase()}s of the main table throttled`,
      topic,
    );
  }
}

/**
 * 5xx answers of the HTTP API as a whole (integration failures, timeouts, authorizer crashes), and
 * its p99 latency (authorizer and route together, what a learner waits for) at API_P99_MS or more.
 */
export function alarmOnApi(scope: Construct, api: IHttpApi, topic: ITopic): void {
  alarm(
    scope,
    'Api5xxAlarm',
    api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
    10,
    'API: 10 or more 5xx responses in 5 minutes',
    topic,
  );
  alarm(
    scope,
    'ApiLatencyAlarm',
    api.metricLatency({ period: PERIOD, statistic: 'p99' }),
    API_P99_MS,
    `API: p99 latency ${API_P99_MS} ms or more over 5 minutes`,
    topic,
  );
}

/** The API's p99 over which it alarms: a route's budget (P99_MS) plus the authorizer and a cold start. */
export const API_P99_MS = 2000;
