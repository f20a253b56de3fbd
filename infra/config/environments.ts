import { RECORDING_DAYS_DEFAULT } from '#shared/privacy/notice';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { RouteId } from '#shared/api/routes';
import { ConfigError } from './config-error';
import type { OlympiadEvent } from './olympiad-event';
import { smsLimits, type SmsLimits } from '#functions/core/security-rules';

/**
 * The three deployable environments and everything that differs between them. Stacks read these
 * settings instead of testing `env === 'prod'` in many places, so "how prod differs" is one object.
 */
export const ENV_NAMES = ['dev', 'staging', 'prod'] as const;
export type EnvName = (typeof ENV_NAMES)[number];

export interface EnvSettings {
  name: EnvName;
  prod: boolean;
  /** RETAIN keeps tables, buckets and the user pool when a stack is deleted or a resource replaced. */
  removalPolicy: RemovalPolicy;
  logRetention: RetentionDays;
  /** Stage-wide API Gateway throttling (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
  /** WAF rate limits per client IP over a five-minute window. */
  waf: { generalLimit: number; signInLimit: number };
  /** CloudWatch alarms on function errors/throttles and API 5xx, sent to an SNS topic. */
  alarms: boolean;
  /**
   * Cognito threat protection (the Plus feature plan, priced per monthly active user: docs/security.md,
   * "Threat protection"). Off elsewhere, where Lite's price and no protection are the choice.
   */
  threatProtection: boolean;
  /** How long CloudFront may serve the built site's hashed assets from cache. */
  assetMaxAge: Duration;
  /**
   * Polly, which speaks the correct answers (spec 02 §7: Asia-Pacific by default): its region,
   * voice and engine (a voice must exist for the engine; Kajal is an Indian English neural voice).
   */
  speech: { region: string; voice: string; engine: 'neural' | 'standard' };
  /**
   * Paytm's gateway and website name for this environment's merchant keys (docs/deploy.md, "Payment
   * keys"): staging keys work only against Paytm's staging gateway (website `WEBSTAGING`), production
   * keys only against production (`DEFAULT`, unless Paytm's dashboard names another).
   */
  paytm: { host: string; website: string };
  /**
   * Routes whose AWS calls get X-Ray spans (TRACE_AWS_CALLS; functions/lib/trace-calls.ts, ADR 0610):
   * 'all', or route ids. Each traced function loads the Tracer at its cold start (about 23 ms of CPU),
   * so prod traces none unless an operator lists the routes under investigation here and deploys.
   */
  traceAwsCalls: 'all' | readonly RouteId[];
  /**
   * SMS (decision 0861): the guard's hourly limits (functions/identity/sms-guard.ts, given to the functions that send
   * codes as SMS_LIMITS) and the account's monthly SMS spend limit in US dollars, which the deploy sets on SNS, with
   * an alarm at `alarmShare` of it where the environment has alarms.
   */
  sms: { limits: SmsLimits; monthlySpendUsd: number; alarmShare: number };
  /**
   * An olympiad this environment is ready for (./olympiad-event.ts; docs/operations.md, "Before an
   * olympiad"): set it here, or for one deploy with `-c event='<json>'`, a day before; remove it
   * after. Without it, nothing of event mode is built.
   */
  event?: OlympiadEvent;
  /**
   * Days a raw recording of a spoken or video answer is kept after it is scored (decision 0803): the uploads bucket's
   * lifecycle rule on the `retention=raw` tag. Longer only while a review holds it.
   */
  recordingDays: number;
  /**
   * Days the access logs are kept (decision 0871): S3's server access logs of the buckets (who read which child's
   * recording) and CloudFront's standard logs, each in a log bucket whose lifecycle deletes them after this.
   */
  accessLogDays: number;
  /**
   * Reserve Lambda concurrency for each public route (./reserved-concurrency.ts, decision 0874): prod only. A fresh
   * dev or staging account may have a concurrency quota of 10, from which nothing can be reserved.
   */
  reservePublicConcurrency: boolean;
}

const shared = {
  reservePublicConcurrency: false,
  recordingDays: RECORDING_DAYS_DEFAULT,
  throttle: { rateLimit: 200, burstLimit: 400 },
  waf: { generalLimit: 2000, signInLimit: 100 },
  assetMaxAge: Duration.days(365),
  speech: { region: 'ap-south-1', voice: 'Kajal', engine: 'neural' as const },
};

/** Dev and staging send to the team's own phones: a few hundred an hour is plenty, and a few dollars a month. */
const smsForTesting = { limits: { ...smsLimits, total: 300 }, monthlySpendUsd: 20, alarmShare: 0.5 };

const paytmStaging = { host: 'https://securegw-stage.paytm.in', website: 'WEBSTAGING' };

const settings: Record<EnvName, EnvSettings> = {
  dev: {
    ...shared,
    name: 'dev',
    prod: false,
    removalPolicy: RemovalPolicy.DESTROY,
    logRetention: RetentionDays.ONE_MONTH,
    accessLogDays: 30,
    throttle: { rateLimit: 50, burstLimit: 100 },
    alarms: false,
    threatProtection: false,
    paytm: paytmStaging,
    traceAwsCalls: [],
    sms: smsForTesting,
  },
  staging: {
    ...shared,
    name: 'staging',
    prod: false,
    removalPolicy: RemovalPolicy.DESTROY,
    logRetention: RetentionDays.ONE_MONTH,
    accessLogDays: 30,
    alarms: false,
    threatProtection: false,
    paytm: paytmStaging,
    // The rehearsal environment: every route's AWS calls traced, so a load test shows where time goes.
    traceAwsCalls: 'all',
    sms: smsForTesting,
  },
  prod: {
    ...shared,
    name: 'prod',
    prod: true,
    removalPolicy: RemovalPolicy.RETAIN,
    logRetention: RetentionDays.ONE_YEAR,
    // A school year and its complaints window: a parent may ask in the next term who heard their child's recording.
    accessLogDays: 400,
    reservePublicConcurrency: true,
    throttle: { rateLimit: 1000, burstLimit: 2000 },
    alarms: true,
    threatProtection: true,
    paytm: { host: 'https://securegw.paytm.in', website: 'DEFAULT' },
    traceAwsCalls: [],
    // About a quarter of a US cent an SMS to India: the guard's total of 30,000 an hour is under 100 USD an hour.
    sms: { limits: smsLimits, monthlySpendUsd: 1000, alarmShare: 0.6 },
    // An olympiad, e.g.: event: { start: '2027-02-14T10:00:00+05:30', minutes: 90, children: 50_000, schoolAddresses:
    // ['203.0.113.7/32'] },
  },
};

export function isEnvName(value: unknown): value is EnvName {
  return typeof value === 'string' && (ENV_NAMES as readonly string[]).includes(value);
}

/** The one place an environment name from the command line is checked. */
export function parseEnv(value: unknown): EnvName {
  if (isEnvName(value)) return value;
  throw new ConfigError(
    `Unknown environment ${JSON.stringify(value)}: pass -c env=dev, -c env=staging or -c env=prod.`,
  );
}

export function envSettings(env: EnvName): EnvSettings {
  return settings[env];
}
