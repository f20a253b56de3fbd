import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { workerDeadLetters } from '../constructs/dead-letters';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';
import type { DataResources } from '../constructs/resources';
import { applyGrants } from '../constructs/apply-grants';
import { functionEnvironment } from '../constructs/function-env';

/**
 * The organisation's export job (functions/orgs/export-worker.ts; decision 0775), started by POST
 * v1/org/exports as an Event. It reads the organisation's index partitions (gsi1, gsi2) or a school's classes,
 * writes one CSV file (or a class's certificates as a ZIP, multipart) under `org-exports/` of the generated
 * bucket and marks its export record. 50,000 people take
 * well under its timeout (docs/performance.md); a failed run is not retried: the record says failed
 * and the admin starts another.
 */
export const ORG_EXPORT_ENV = 'ORG_EXPORT_FUNCTION';

export function orgExportWorker(
  scope: Construct,
  settings: EnvSettings,
  version: string,
  data: DataResources,
  alarmTopic?: ITopic,
): RouteFunction {
  const worker = new RouteFunction(scope, 'OrgExport', {
    deadLetterQueue: workerDeadLetters(scope, 'OrgExportDeadLetters', alarmTopic),
    handler: 'orgs/export-worker',
    settings,
    environment: functionEnvironment(settings, version, data),
    description: "An organisation's export: people, keys or a school's results (CSV), a class's certificates (ZIP)",
    timeout: Duration.minutes(10),
    memorySize: 1024,
  });
  applyGrants(
    worker.fn,
    [
      { table: 'main', access: 'readWrite', indexes: ['gsi1', 'gsi2'] },
      { bucket: 'generated', access: 'write', keys: ['org-exports/*'] },
      // A class's certificates of participation: read into its ZIP, made first where nobody has looked yet.
      { bucket: 'generated', access: 'readWrite', keys: ['certificates/*'] },
    ],
    { data },
  );
  worker.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(5) });
  return worker;
}
