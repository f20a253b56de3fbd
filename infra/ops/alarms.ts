import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { RouteFunction } from '../constructs/route-function';

/**
 * Production alarms. Each one fires on a five-minute sum at or over its threshold, treats "no data"
 * (no traffic) as fine, and notifies the environment's alarm topic when it fires and when it clears.
 */
const PERIOD = Duration.minutes(5);

function alarm(scope: Construct, id: string, metric: IMetric, threshold: number, description: string, topic: ITopic): Alarm {
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
export function alarmOnFunction(route: RouteFunction, topic: ITopic, scope?: Construct): void {
  const fn = route.fn;
  const what = route.node.id;
  const [where, prefix] = scope ? [scope, what] : [route, ''];
  alarm(where, `${prefix}ErrorsAlarm`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), 5, `${what}: 5 or more errors in 5 minutes`, topic);
  alarm(where, `${prefix}ThrottlesAlarm`, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }), 1, `${what}: throttled`, topic);
}

/** 5xx answers of the HTTP API as a whole (integration failures, timeouts, authorizer crashes). */
export function alarmOnApi(scope: Construct, api: IHttpApi, topic: ITopic): void {
  alarm(scope, 'Api5xxAlarm', api.metricServerError({ period: PERIOD, statistic: 'Sum' }), 10, 'API: 10 or more 5xx responses in 5 minutes', topic);
}
