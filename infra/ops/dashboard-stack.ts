import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  type IAlarm,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { RouteId } from '#shared/api/routes';
import type { EnvSettings } from '../config/environments';
import type { ApiResources, DataResources, RouteResources } from '../constructs/resources';
import type { RouteFunction } from '../constructs/route-function';

export interface DashboardStackProps extends StackProps {
  settings: EnvSettings;
  api: ApiResources;
  routes: Record<string, RouteResources>;
  data: DataResources;
}

/** The routes a learner signs in by (PIN or licence key, and a code) and answers by. */
export const SIGN_IN_ROUTES: readonly RouteId[] = ['login', 'verifyLoginOtp'];
export const ANSWER_ROUTES: readonly RouteId[] = ['submitAnswer'];

/** One-minute points: an olympiad's start is a matter of minutes. */
const PERIOD = Duration.minutes(1);

/**
 * The olympiad-day dashboard of one environment (`fluentia-<env>`, docs/operations.md, "Dashboard"):
 * sign-ins and answers a second, Lambda throttles, API 5xx, p99 latency, DynamoDB throttles and the
 * alarms; and beside them the functions' EMF metrics (accepted answers, successful sign-ins, payments,
 * speech seconds, 5xx by route). A stack of its own because it reads the route functions, which live in the area stacks
 * that depend on the API stack. Sign-ins and answers are the route functions' invocations (one per
 * request that reached the route): per-route API Gateway metrics would need detailed metrics on the
 * stage, billed per route and metric, and route settings naming routes the API stack deploys before.
 */
export class DashboardStack extends Stack {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: DashboardStackProps) {
    super(scope, id, props);
    const functions = new Map<RouteId, RouteFunction>(
      Object.values(props.routes).flatMap((stack) => [...stack.functions]),
    );
    const route = (id: RouteId): RouteFunction => {
      const fn = functions.get(id);
      if (!fn) throw new Error(`The dashboard reads route ${id}, which no area stack builds.`);
      return fn;
    };
    const perSecond = (label: string, ids: readonly RouteId[]): IMetric =>
      new MathExpression({
        label,
        expression: `(${ids.map((_, i) => `m${i}`).join(' + ')}) / PERIOD(m0)`,
        usingMetrics: Object.fromEntries(
          ids.map((id, i) => [`m${i}`, route(id).fn.metricInvocations({ period: PERIOD, statistic: 'Sum' })]),
        ),
        period: PERIOD,
      });
    // The functions' own EMF metrics (functions/lib/metrics.ts): accepted answers, successful sign-ins, payments,
    // speech.
    const product = (name: string, label: string): Metric =>
      new Metric({
        namespace: 'Fluentia',
        metricName: name,
        dimensionsMap: { service: 'fluentia', environment: props.settings.name },
        period: PERIOD,
        statistic: 'Sum',
        label,
      });
    const productPerSecond = (name: string, label: string): IMetric =>
      new MathExpression({
        label,
        expression: 'm / PERIOD(m)',
        usingMetrics: { m: product(name, name) },
        period: PERIOD,
      });
    const table = props.data.tables.main;
    const http = props.api.httpApi;

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `fluentia-${props.settings.name}`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      graph('Sign-ins a second', [
        perSecond('sign-ins/s (login + verifyLoginOtp)', SIGN_IN_ROUTES),
        productPerSecond('SignIns', 'successful sign-ins/s (EMF)'),
      ]),
      graph('Answers a second', [
        perSecond('answers/s (submitAnswer)', ANSWER_ROUTES),
        productPerSecond('Answers', 'accepted answers/s (EMF)'),
      ]),
      graph('Lambda throttles (account)', [
        LambdaFunction.metricAllThrottles({ period: PERIOD, statistic: 'Sum', label: 'throttles' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('API 5xx', [http.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' })]),
      graph('p99 latency (ms)', [
        http.metricLatency({ period: PERIOD, statistic: 'p99', label: 'API p99' }),
        ...[...SIGN_IN_ROUTES, ...ANSWER_ROUTES].map((id) =>
          route(id).fn.metricDuration({ period: PERIOD, statistic: 'p99', label: `${id} p99` }),
        ),
      ]),
      graph('DynamoDB throttled requests (main table)', [
        table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'reads throttled' }),
        table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'writes throttled' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Payments', [product('PaymentsSettled', 'settled'), product('PaymentsDeclined', 'declined')]),
      graph('Speech seconds scored', [product('SpeechSeconds', 'seconds of recordings')]),
      graph('5xx by route', [
        new MathExpression({
          label: '',
          expression: `SEARCH('{Fluentia,environment,route,service} MetricName="Errors" environment="${props.settings.name}"', 'Sum', 60)`,
          period: PERIOD,
        }),
      ]),
    );
    const alarms = props.api.alarms;
    if (alarms.length)
      this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'API alarms', alarms: alarms as IAlarm[], width: 24 }));
  }
}

function graph(title: string, left: IMetric[]): GraphWidget {
  return new GraphWidget({ title, left, width: 8, height: 6 });
}
