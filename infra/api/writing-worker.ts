import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';
import type { DataResources } from '../constructs/resources';
import { functionEnvironment } from '../constructs/function-env';

/**
 * The writing function (functions/assessment/scoring/writing/worker.ts): the writing check of essays and
 * of short answers long enough for writing feedback, invoked by submitAnswer and waited for
 * (functions/assessment/scoring/writing/writing-check.ts). It calls no AWS service, so its role has no
 * grant. Its Init warms Harper (seconds of CPU): 2 GB gives it more than one vCPU, so that Init stays
 * well inside Lambda's 10-second limit and a cold instance answers its first essay in about 3 s
 * (docs/performance.md).
 */
export const WRITING_CHECK_ENV = 'WRITING_CHECK_FUNCTION';
export const WRITING_WORKER_HANDLER = 'assessment/scoring/writing/worker';

export function writingWorker(
  scope: Construct,
  settings: EnvSettings,
  version: string,
  data: DataResources,
): RouteFunction {
  return new RouteFunction(scope, 'WritingCheck', {
    handler: WRITING_WORKER_HANDLER,
    settings,
    environment: functionEnvironment(settings, version, data),
    description: 'The writing check (Harper) of essays and longer short answers, for submitAnswer',
    timeout: Duration.seconds(10),
    memorySize: 2048,
  });
}
