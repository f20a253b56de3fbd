import { Duration } from 'aws-cdk-lib';
import { LIVE_PARTS_PREFIX } from '#shared/speech/live-parts';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { workerDeadLetters } from '../constructs/dead-letters';
import type { EnvSettings } from '../config/environments';
import { RouteFunction } from '../constructs/route-function';
import { bucketKeyStatements } from '../constructs/apply-grants';
import type { DataResources } from '../constructs/resources';
import { functionEnvironment } from '../constructs/function-env';
import * as keys from '#functions/data/keys';

/**
 * The live transcription worker (functions/speech/live/worker.ts; docs/scoring.md, "Latency on
 * AWS"), started by POST v1/speechSession as an Event. It may do three things only: stream audio
 * to Transcribe, read recordings' parts under `live/` of the uploads bucket (ListBucket on that
 * prefix too, so a part not there yet is a 404 rather than a 403), and put items in the
 * `RECORDING#` partitions of the table (the transcript record). Its timeout covers the longest
 * recording plus the wait for its last part; a failed run is not retried (the page's WAV is
 * transcribed instead).
 */
export const SPEECH_WORKER_ENV = 'SPEECH_WORKER_FUNCTION';

export function speechWorker(
  scope: Construct,
  settings: EnvSettings,
  version: string,
  data: DataResources,
  alarmTopic?: ITopic,
): RouteFunction {
  const worker = new RouteFunction(scope, 'SpeechWorker', {
    deadLetterQueue: workerDeadLetters(scope, 'SpeechWorkerDeadLetters', alarmTopic),
    handler: 'speech/live/worker',
    settings,
    environment: functionEnvironment(settings, version, data),
    description: 'Live transcription of a recording while it is made (Transcribe streaming)',
    timeout: Duration.minutes(3),
  });
  const fn = worker.fn;
  const uploads = data.buckets.uploads;
  fn.addToRolePolicy(new PolicyStatement({ actions: ['transcribe:StartStreamTranscription'], resources: ['*'] }));
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['s3:GetObject'], resources: [uploads.arnForObjects(`${LIVE_PARTS_PREFIX}*`)] }),
  );
  // ListBucket on the bucket itself, unconditioned: S3 answers a GET of a missing key with 404 only to
  // a caller that may list the bucket, and an `s3:prefix` condition is absent from a GET, so a
  // conditioned grant would turn every part not there yet into a 403 and end the live transcript.
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploads.bucketArn] }));
  for (const statement of bucketKeyStatements(uploads, { reads: true, writes: false })) fn.addToRolePolicy(statement);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['dynamodb:PutItem'],
      resources: [data.tables.main.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [keys.speechSession('*', '*').pk] } },
    }),
  );
  fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
  return worker;
}
