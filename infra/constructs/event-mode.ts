import { Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-applicationautoscaling';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Alias } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { eventPlan, type EventPlan } from '../config/olympiad-event';
import type { RouteFunction } from './route-function';
import { alarm } from './alarms';

/**
 * What event mode adds to the stacks (infra/config/olympiad-event.ts): provisioned concurrency on an
 * alias of each exam-path function, scheduled around the start with Application Auto Scaling, and
 * the day's alarms. Nothing here is built without an event.
 */
export function planOf(settings: EnvSettings): EventPlan | undefined {
  return settings.event ? eventPlan(settings.event) : undefined;
}

/**
 * An alias `live` on the function's current version, which the API (or the caller) invokes, with
 * `count` instances provisioned from the plan's warm time (30 minutes before the start: Lambda
 * takes minutes to prepare them) until its cool time, and none outside. Do not deploy inside that
 * window: a new version moves the alias and its provisioned instances (docs/operations.md).
 */
export function provisionForEvent(route: RouteFunction, count: number, plan: EventPlan): Alias {
  const alias = new Alias(route, 'Live', { aliasName: 'live', version: route.fn.currentVersion });
  const scaling = alias.addAutoScaling({ minCapacity: 0, maxCapacity: count });
  scaling.scaleOnSchedule('Warm', { schedule: Schedule.at(plan.warmAt), minCapacity: count, maxCapacity: count });
  scaling.scaleOnSchedule('Cool', { schedule: Schedule.at(plan.coolAt), minCapacity: 0, maxCapacity: 0 });
  return alias;
}

/**
 * The day's own alarms, each over one minute (an olympiad cannot wait five): the account's Lambda
 * concurrency near its quota, any Lambda throttle in the account, and Cognito refusing sign-ins for
 * its quota. (429s from the stage and DynamoDB throttles alarm in production always: ./alarms.ts.)
 */
export function eventAlarms(
  scope: Construct,
  topic: ITopic,
  plan: EventPlan,
  pool: { userPoolId: string; clientId: string },
): void {
  const minute = Duration.minutes(1);
  const quota = plan.event.lambdaConcurrency ?? 1000;
  alarm(
    scope,
    'EventConcurrencyAlarm',
    new Metric({ namespace: 'AWS/Lambda', metricName: 'ConcurrentExecutions', statistic: 'Maximum', period: minute }),
    Math.floor(quota * 0.8),
    `Event: the account's Lambda concurrency reached 80 % of its quota (${quota})`,
    topic,
  );
  alarm(
    scope,
    'EventLambdaThrottlesAlarm',
    new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: minute }),
    1,
    'Event: Lambda throttled an invocation',
    topic,
  );
  alarm(
    scope,
    'EventSignInThrottlesAlarm',
    new Metric({
      namespace: 'AWS/Cognito',
      metricName: 'SignInThrottles',
      statistic: 'Sum',
      period: Duration.minutes(5),
      dimensionsMap: { UserPool: pool.userPoolId, UserPoolClient: pool.clientId },
    }),
    1,
    'Event: Cognito refused sign-ins for its UserAuthentication quota (learners get a 503 and retry)',
    topic,
  );
}
