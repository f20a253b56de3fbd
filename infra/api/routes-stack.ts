import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { DockerImageFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { RouteDef, RouteId } from '#shared/api/routes';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';
import type { DataResources, IdentityResources, RouteResources } from '../constructs/resources';
import { alarmOnFunction, alarmOnPayments, paymentSettlers } from '../constructs/alarms';
import type { ApiStack } from './api-stack';
import { applyGrants } from '../constructs/apply-grants';
import type { WorkerId } from '../constructs/grants';
import { functionEnvironment, identityEnvironment, secretEnvVar } from '../constructs/function-env';
import { originSecretGrant, routeGrants } from './route-grants';
import { SPEECH_ALIGNER_ENV, speechAligner } from './speech-aligner';
import { SPEECH_WORKER_ENV, speechWorker } from './speech-worker';
import { WRITING_CHECK_ENV, writingWorker } from './writing-worker';
import { ORG_EXPORT_ENV, orgExportWorker } from './org-export-worker';
import { planOf, provisionForEvent } from '../constructs/event-mode';
import { EXAM_PATH, type ExamRoute } from '../config/olympiad-event';
import { reservedConcurrency } from '../config/reserved-concurrency';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

export interface RoutesStackProps extends StackProps {
  settings: EnvSettings;
  version: string;
  data: DataResources;
  identity: IdentityResources;
  api: ApiStack;
  /** The route-table rows of one area (the first folder of their handler modules). */
  routes: ReadonlyArray<[RouteId, RouteDef]>;
}

/** API Gateway's route key for a row of the route table: `GET /v1/health`. Path params keep `{name}`. */
export function routeKeyOf(route: RouteDef): string {
  return `${route.method} /${route.path}`;
}

/**
 * The routes of one area: for each row, its function (through the house construct), its grants,
 * its Lambda integration and its API Gateway route, protected by the authorizer unless public.
 * About seven resources a route (nine with prod alarms): an area of up to about 50 routes fits
 * under the 500-resource limit; split a larger one.
 */
/**
 * Routes that may wait on another service longer than the default 10 s: submitAnswer waits for
 * Amazon Transcribe (docs/scoring.md, Latency), up to just under API Gateway's 30-second limit.
 */
const longRoutes: Partial<Record<RouteId, Duration>> = {
  submitAnswer: Duration.seconds(29),
  orgRegisterRoster: Duration.seconds(29),
};
/**
 * Routes whose work is CPU: a class's registration hashes a PIN a child with scrypt (about 60 ms of a core
 * each, four at a time on libuv's pool). At 512 MB (a third of a vCPU) 150 children would take half a minute;
 * 3,538 MB is two vCPUs, about 5 s (`npm run bench`, section schools).
 */
const largeRoutes: Partial<Record<RouteId, number>> = { orgRegisterRoster: 3538 };

export class RoutesStack extends Stack implements RouteResources {
  /** The function of each route in this stack, by route id (tests and alarms look them up). */
  readonly functions = new Map<RouteId, RouteFunction>();
  /** The live transcription worker, in the stack of the route that starts it. */
  readonly speechWorker?: RouteFunction;
  /** The writing function, in the stack of the route that calls it (submitAnswer). */
  readonly writingWorker?: RouteFunction;
  /** The speech aligner (a container image), in the stack of the route that calls it. */
  readonly speechAligner?: DockerImageFunction;
  /** The organisation's export job, in the stack of the route that starts it. */
  readonly orgExport?: RouteFunction;

  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    const { settings, api } = props;
    const environment = {
      ...functionEnvironment(settings, props.version, props.data),
      ...identityEnvironment(props.identity),
    };
    // A worker a route of this area starts or calls lives beside it.
    const invoked = new Set(
      props.routes.flatMap(([routeId]) => routeGrants[routeId].flatMap((g) => ('invoke' in g ? [g.invoke] : []))),
    );
    this.speechWorker = invoked.has('speechWorker')
      ? speechWorker(this, settings, props.version, props.data, api.alarmTopic)
      : undefined;
    this.writingWorker = invoked.has('writingCheck')
      ? writingWorker(this, settings, props.version, props.data)
      : undefined;
    this.speechAligner = invoked.has('speechAligner')
      ? speechAligner(this, settings, props.version, props.data)
      : undefined;
    this.orgExport = invoked.has('orgExport')
      ? orgExportWorker(this, settings, props.version, props.data, api.alarmTopic)
      : undefined;
    const workers = {
      ...(this.speechWorker ? { speechWorker: this.speechWorker.fn } : {}),
      ...(this.orgExport ? { orgExport: this.orgExport.fn } : {}),
      ...(this.writingWorker ? { writingCheck: this.writingWorker.fn } : {}),
      ...(this.speechAligner ? { speechAligner: this.speechAligner } : {}),
    };
    // Event mode: the exam path's functions are invoked through an alias with instances provisioned
    // around the start (../constructs/event-mode.ts); the writing function too, for the essays of the day.
    const plan = planOf(settings);
    const writingTarget: IFunction | undefined =
      plan && this.writingWorker
        ? provisionForEvent(this.writingWorker, plan.provisioned.writingCheck, plan)
        : this.writingWorker?.fn;
    const invokeNames: Partial<Record<WorkerId, string>> = {
      speechWorker: this.speechWorker?.fn.functionName,
      writingCheck: writingTarget?.functionArn,
      speechAligner: this.speechAligner?.functionName,
      orgExport: this.orgExport?.fn.functionName,
    };
    const workerEnv: Record<WorkerId, string> = {
      speechWorker: SPEECH_WORKER_ENV,
      writingCheck: WRITING_CHECK_ENV,
      speechAligner: SPEECH_ALIGNER_ENV,
      orgExport: ORG_EXPORT_ENV,
    };
    if (api.alarmTopic) {
      // The speech worker runs as long as a recording (up to about 2.5 minutes): its latency alarm is at 80 % of its
      // timeout.
      if (this.speechWorker)
        alarmOnFunction(this.speechWorker, api.alarmTopic, undefined, {
          p99Ms: this.speechWorker.fn.timeout!.toMilliseconds() * 0.8,
        });
      if (this.writingWorker) alarmOnFunction(this.writingWorker, api.alarmTopic);
      if (this.orgExport)
        alarmOnFunction(this.orgExport, api.alarmTopic, undefined, {
          p99Ms: this.orgExport.fn.timeout!.toMilliseconds() * 0.8,
        });
    }

    for (const [routeId, route] of props.routes) {
      const fn = new RouteFunction(this, routeId, {
        handler: route.handler,
        routeId,
        settings,
        environment,
        description: `${routeKeyOf(route)} (${route.access})`,
        ...(longRoutes[routeId] ? { timeout: longRoutes[routeId] } : {}),
        ...(largeRoutes[routeId] ? { memorySize: largeRoutes[routeId] } : {}),
        reservedConcurrency: reservedConcurrency(settings, routeId),
      });
      // Every route's pipeline reads the origin secret (functions/lib/origin-check.ts, decision 0860).
      const grants = [...routeGrants[routeId], originSecretGrant];
      applyGrants(fn.fn, grants, {
        data: props.data,
        identity: props.identity,
        workers,
        speechRegion: settings.speech.region,
      });
      // Only a function that speaks correct answers learns Polly's region, voice and engine
      // (functions/speech/adapters/aws-speech.ts).
      if (routeGrants[routeId].some((g) => 'speech' in g && g.speech === 'synthesize')) {
        fn.fn.addEnvironment('SPEECH_REGION', settings.speech.region);
        fn.fn.addEnvironment('POLLY_VOICE', settings.speech.voice);
        fn.fn.addEnvironment('POLLY_ENGINE', settings.speech.engine);
      }
      // A function learns the name of each worker it may invoke, and of no other.
      for (const grant of routeGrants[routeId])
        if ('invoke' in grant) fn.fn.addEnvironment(workerEnv[grant.invoke], invokeNames[grant.invoke]!);
      const target =
        plan && routeId in EXAM_PATH ? provisionForEvent(fn, plan.provisioned[routeId as ExamRoute], plan) : fn.fn;
      // Only the events function learns the analytics stream's name (functions/analytics/adapters/aws-analytics.ts).
      if (routeGrants[routeId].some((g) => 'analytics' in g))
        fn.fn.addEnvironment('ANALYTICS_STREAM', props.data.analyticsStream.streamName);
      // Only a function granted a secret learns where it is (functions/commerce/payment-keys.ts).
      for (const grant of grants)
        if ('secret' in grant)
          fn.fn.addEnvironment(secretEnvVar[grant.secret], props.data.secrets[grant.secret].secretArn);
      // The functions that send codes learn the environment's SMS guard limits (functions/identity/sms-guard.ts).
      if (grants.some((g) => 'sms' in g)) fn.fn.addEnvironment('SMS_LIMITS', JSON.stringify(settings.sms.limits));
      if (settings.traceAwsCalls === 'all' || settings.traceAwsCalls.includes(routeId))
        fn.fn.addEnvironment('TRACE_AWS_CALLS', 'true');
      // The payment functions (the readers of the payment keys) talk to the environment's Paytm gateway.
      if (routeGrants[routeId].some((g) => 'secret' in g && g.secret === 'paymentKeys')) {
        fn.fn.addEnvironment('PAYTM_HOST', settings.paytm.host);
        fn.fn.addEnvironment('PAYTM_WEBSITE', settings.paytm.website);
      }
      new HttpRoute(this, `${routeId}Route`, {
        httpApi: api.httpApi,
        routeKey: HttpRouteKey.with(`/${route.path}`, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}Integration`, target),
        ...(route.access === 'public' ? {} : { authorizer: api.authorizer }),
      });
      if (api.alarmTopic) {
        // A route allowed a long timeout (longRoutes) alarms at 80 % of it rather than at a second.
        const long = longRoutes[routeId];
        alarmOnFunction(fn, api.alarmTopic, undefined, long ? { p99Ms: long.toMilliseconds() * 0.8 } : {});
        if (paymentSettlers.includes(routeId)) alarmOnPayments(fn, api.alarmTopic, routeId);
      }
      this.functions.set(routeId, fn);
    }
  }
}
