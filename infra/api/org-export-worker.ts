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
 * v1/org/exports as an Event. It reads the organisation's index partitions (gsi1, gsi2), writes one
 * CSV file under `org-exports/` of the generated bucket and marks its export record. 50,000 people take
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
    description: "An organisation's export: its people or keys as a CSV file",
    timeout: Duration.minutes(10),
    memorySize: 1024,
  });
  applyGrants(
    worker.fn,
    [
      { table: 'main', access: 'readWrite', indexes: ['gsi1', 'gsi2'] },
      { bucket: 'generated', access: 'write', keys: ['org-exports/*'] },
    ],
    { data },
  );
  worker.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(5) });
  return worker;
}
