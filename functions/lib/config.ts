import { tables, tableEnvVar, type TableId } from '../data/tables';
import { buckets, bucketEnvVar, type BucketId } from '../data/buckets';

/**
 * The runtime module: the one place `functions/` reads the environment, and the one answer to
 * which world the process is in (docs/architecture.md, "Ports and adapters"). `config()` holds
 * what every function needs, read and checked once per cold start: a function with a missing
 * setting fails at once with a clear message instead of at its first request. The local stack and
 * CDK set the same variables; only the *_ENDPOINT ones are local-only. `setting()` and `required()`
 * read the settings a feature needs in the world that needs it, when it needs them (the local stack
 * and the tests change some of them while a process runs).
 */
const appEnvs = ['local', 'test', 'dev', 'staging', 'prod'] as const;
type AppEnv = (typeof appEnvs)[number];

/** Every variable a function needs, non-empty: the region, and each table's and bucket's name. */
const requiredVars = () => [
  'AWS_REGION',
  ...Object.keys(tables).map((id) => tableEnvVar(id as TableId)),
  ...Object.keys(buckets).map((id) => bucketEnvVar(id as BucketId)),
];

export interface Config {
  env: AppEnv;
  version: string;
  region: string;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  table: (id: TableId) => string;
  bucket: (id: BucketId) => string;
}

/**
 * Plain checks rather than a zod schema: this runs in every function's first call, and a cold
 * process pays for each zod feature it uses the first time (docs/performance.md).
 */
export function loadConfig(env: NodeJS.ProcessEnv = environment()): Config {
  const invalid: string[] = [];
  const appEnv = env.APP_ENV as AppEnv;
  if (!appEnvs.includes(appEnv)) invalid.push('APP_ENV');
  for (const name of requiredVars()) if (!env[name]) invalid.push(name);
  for (const name of ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT'])
    if (env[name] !== undefined && !URL.canParse(env[name])) invalid.push(name);
  if (invalid.length) throw new Error(`Function configuration is incomplete or invalid: ${invalid.join(', ')}`);
  return {
    env: appEnv,
    version: env.APP_VERSION ?? '0.0.0',
    region: env.AWS_REGION!,
    ...(env.DYNAMODB_ENDPOINT ? { dynamodbEndpoint: env.DYNAMODB_ENDPOINT } : {}),
    ...(env.S3_ENDPOINT ? { s3Endpoint: env.S3_ENDPOINT } : {}),
    table: (id) => env[tableEnvVar(id)]!,
    bucket: (id) => env[bucketEnvVar(id)]!,
  };
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use (at module load in handlers). */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** Forgets the parsed configuration; only the local stack, which sets the environment, calls this. */
export function forgetConfig(): void {
  cached = undefined;
}

export type World = 'aws' | 'local';

/**
 * AWS when the process runs on Lambda (the runtime sets AWS_LAMBDA_FUNCTION_NAME; nobody configures
 * it, so it cannot be set wrong); local otherwise: `npm start`, the suites, the command-line tools.
 * Each port's accessor picks its adapter by this (identity, messages, speech) and local adapters run
 * only from source, so no Lambda bundle carries them.
 */
export function world(): World {
  return environment().AWS_LAMBDA_FUNCTION_NAME ? 'aws' : 'local';
}

/** Every optional setting a function may read, by its variable's name (CDK or the local stack sets them). */
export type SettingName =
  | 'APP_ENV'
  | 'AWS_REGION'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SESSION_TOKEN'
  | 'AWS_LAMBDA_FUNCTION_NAME'
  | 'AWS_LAMBDA_RUNTIME_API'
  | 'DYNAMODB_ENDPOINT'
  | 'LOG_LEVEL'
  | 'POWERTOOLS_METRICS_DISABLED'
  | 'TRACE_AWS_CALLS'
  | 'AWS_LAMBDA_INITIALIZATION_TYPE'
  | 'SITE_URL'
  | 'COGNITO_USER_POOL_ID'
  | 'COGNITO_CLIENT_ID'
  | 'DELEGATION_KEY_ID'
  | 'DELEGATION_ISSUER'
  | 'SESSION_ISSUER'
  | 'LOCAL_JWKS'
  | 'LOCAL_SIGNING_JWK'
  | 'SES_FROM_ADDRESS'
  | 'SMS_SENDER_ID'
  | 'LOCAL_PRINT_OUTBOX'
  | 'ANALYTICS_STREAM'
  | 'WRITING_CHECK_FUNCTION'
  | 'CALIBRATION_DAYS'
  | 'SPEECH_REGION'
  | 'POLLY_VOICE'
  | 'POLLY_ENGINE'
  | 'SPEECH_ALIGNER_FUNCTION'
  | 'SPEECH_WORKER_FUNCTION'
  | 'PAYTM_HOST'
  | 'PAYTM_WEBSITE'
  | 'STRIPE_API_BASE'
  | 'BILL_SELLER_NAME'
  | 'BILL_SELLER_ADDRESS'
  | 'BILL_SELLER_GSTIN'
  | 'HEALTH_PROBE_SECONDS'
  | `${Uppercase<string>}_CACHE_SECONDS`;

/** A setting's value; undefined when it is unset or empty. */
export function setting(name: SettingName): string | undefined {
  return environment()[name] || undefined;
}

/** A setting the caller cannot work without in this world: a missing one names itself and what needed it. */
export function required(name: SettingName, what: string): string {
  const value = setting(name);
  if (!value) throw new Error(`${what} configuration is incomplete: ${name}`);
  return value;
}

/** A number of seconds (or days…) from a setting, or `fallback` when it is unset or not a non-negative number. */
export function numberSetting(name: SettingName, fallback: number): number {
  const configured = Number(setting(name) ?? Number.NaN);
  return Number.isFinite(configured) && configured >= 0 ? configured : fallback;
}

/**
 * The environment itself, for the few readers that take a whole family of variables (payment keys,
 * fault injection, the traffic recorder) and whose tests pass their own.
 */
export function environment(): NodeJS.ProcessEnv {
  return process.env;
}
