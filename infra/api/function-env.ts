import { tableEnvVar, type TableId } from '#functions/data/tables';
import { bucketEnvVar, type BucketId } from '#functions/data/buckets';
import type { EnvSettings } from '../config/environments';
import type { DataResources } from '../data/data-stack';

/**
 * The variables every function's config (functions/lib/config.ts) requires: which environment,
 * which build, and the physical name of every table and bucket. Built from the same declarations
 * the config schema is built from, so a new table cannot be forgotten here.
 */
export function functionEnvironment(settings: EnvSettings, version: string, data: DataResources): Record<string, string> {
  const env: Record<string, string> = { APP_ENV: settings.name, APP_VERSION: version };
  for (const [id, table] of Object.entries(data.tables)) env[tableEnvVar(id as TableId)] = table.tableName;
  for (const [id, bucket] of Object.entries(data.buckets)) env[bucketEnvVar(id as BucketId)] = bucket.bucketName;
  return env;
}
