import { tables, tableEnvVar, type TableId } from '../data/tables';
import { buckets, bucketEnvVar, type BucketId } from '../data/buckets';

/**
 * Environment, read and checked once per cold start: a function with a missing setting fails at
 * once with a clear message instead of at its first request. The local stack and CDK set the same
 * variables; only the *_ENDPOINT ones are local-only.
 */
const appEnvs = ['local', 'test', 'dev', 'staging', 'prod'] as const;
type AppEnv = (typeof appEnvs)[number];

/** Every variable a function needs, non-empty: the region, and each table's and bucket's name. */
const requiredVars = () => ['AWS_REGION', ...Object.keys(tables).map((id) => tableEnvVar(id as TableId)), ...Object.keys(buckets).map((id) => bucketEnvVar(id as BucketId))];

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
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const invalid: string[] = [];
  const appEnv = env.APP_ENV as AppEnv;
  if (!appEnvs.includes(appEnv)) invalid.push('APP_ENV');
  for (const name of requiredVars()) if (!env[name]) invalid.push(name);
  for (const name of ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT']) if (env[name] !== undefined && !URL.canParse(env[name])) invalid.push(name);
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
