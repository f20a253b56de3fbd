import * as z from 'zod/mini';
import { tables, tableEnvVar, type TableId } from '../data/tables';
import { buckets, bucketEnvVar, type BucketId } from '../data/buckets';

/**
 * Environment, read and checked once per cold start: a function with a missing setting fails at
 * once with a clear message instead of at its first request. The local stack and CDK set the same
 * variables; only the *_ENDPOINT ones are local-only.
 */
const schema = z.object({
  APP_ENV: z.enum(['local', 'test', 'dev', 'staging', 'prod']),
  APP_VERSION: z._default(z.string(), '0.0.0'),
  AWS_REGION: z.string().check(z.minLength(1)),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  ...Object.fromEntries(Object.keys(tables).map((id) => [tableEnvVar(id as TableId), z.string().check(z.minLength(1))])),
  ...Object.fromEntries(Object.keys(buckets).map((id) => [bucketEnvVar(id as BucketId), z.string().check(z.minLength(1))])),
});

export interface Config {
  env: z.infer<typeof schema>['APP_ENV'];
  version: string;
  region: string;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  table: (id: TableId) => string;
  bucket: (id: BucketId) => string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Function configuration is incomplete or invalid: ${missing}`);
  }
  const vars = parsed.data as Record<string, string | undefined>;
  return {
    env: parsed.data.APP_ENV,
    version: parsed.data.APP_VERSION,
    region: parsed.data.AWS_REGION,
    ...(parsed.data.DYNAMODB_ENDPOINT ? { dynamodbEndpoint: parsed.data.DYNAMODB_ENDPOINT } : {}),
    ...(parsed.data.S3_ENDPOINT ? { s3Endpoint: parsed.data.S3_ENDPOINT } : {}),
    table: (id) => vars[tableEnvVar(id)] as string,
    bucket: (id) => vars[bucketEnvVar(id)] as string,
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
