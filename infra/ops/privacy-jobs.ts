import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { RouteFunction } from '../constructs/route-function';
import { functionEnvironment } from '../constructs/function-env';
import { bucketKeyStatements, tableStatements } from '../constructs/apply-grants';
import type { EnvSettings } from '../config/environments';
import type { DataResources, IdentityResources } from '../constructs/resources';

/** What the privacy jobs need of the Jobs stack's props (./jobs-stack.ts passes its own). */
interface PrivacyJobsProps {
  settings: EnvSettings;
  version: string;
  data: DataResources;
  identity: IdentityResources;
}

/**
 * The children's-data jobs of the Jobs stack (docs/operations.md, "The erase job"):
 * - Erase, hourly: deleted children and accounts whose undo window ended (decision 0801). It reads the
 *   subject's partitions by Query and its objects by prefix, deletes them (every version, in a versioned
 *   bucket) and keeps paid orders and their bills without the name. A failed run is retried, then kept in
 *   the dead-letter queue; the next hour's run resumes whatever a failed one left.
 * - Export, every minute: data downloads asked for (decision 0802), a ZIP written into `exports/`.
 */
export function privacyJobs(scope: Construct, props: PrivacyJobsProps, deadLetters: IQueue) {
  const table = props.data.tables.main;
  const uploads = props.data.buckets.uploads;
  const generated = props.data.buckets.generated;
  const environment = functionEnvironment(props.settings, props.version, props.data);

  const erase = new RouteFunction(scope, 'Erase', {
    deadLetterQueue: deadLetters,
    handler: 'privacy/scheduled-erase',
    settings: props.settings,
    environment: { ...environment, COGNITO_USER_POOL_ID: props.identity.userPool.userPoolId },
    description: 'Hourly erase of deleted children and accounts whose undo window ended',
    timeout: Duration.minutes(15),
  });
  const rw = ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
  for (const statement of tableStatements(table, [...rw, 'dynamodb:BatchWriteItem'], []))
    erase.fn.addToRolePolicy(statement);
  erase.fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:ListBucket', 's3:ListBucketVersions'],
      resources: [uploads.bucketArn, generated.bucketArn],
    }),
  );
  erase.fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
      resources: [
        ...['speech', 'video', 'live', 'task', 'review', 'users'].map((p) => uploads.arnForObjects(`${p}/*`)),
        ...['certificates', 'bills', 'reports', 'exports'].map((p) => generated.arnForObjects(`${p}/*`)),
      ],
    }),
  );
  // The erased account's Cognito user goes too (its attributes hold the e-mail, phone and name).
  erase.fn.addToRolePolicy(
    new PolicyStatement({ actions: ['cognito-idp:AdminDeleteUser'], resources: [props.identity.userPool.userPoolArn] }),
  );
  // Kept bills are made again without the name (bills/erased/<orderId>.pdf).
  erase.fn.addToRolePolicy(
    new PolicyStatement({ actions: ['s3:PutObject'], resources: [generated.arnForObjects('bills/*')] }),
  );
  new Rule(scope, 'EraseSchedule', {
    description: 'Hourly erase after the undo window',
    schedule: Schedule.rate(Duration.hours(1)),
    targets: [
      new LambdaFunction(erase.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: deadLetters }),
    ],
  });

  const exports = new RouteFunction(scope, 'Export', {
    deadLetterQueue: deadLetters,
    handler: 'privacy/scheduled-export',
    settings: props.settings,
    environment,
    description: 'Data downloads (a ZIP per request), every minute',
    timeout: Duration.minutes(15),
    memorySize: 1024,
  });
  for (const statement of tableStatements(table, [...rw, 'dynamodb:BatchWriteItem'], []))
    exports.fn.addToRolePolicy(statement);
  exports.fn.addToRolePolicy(
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploads.bucketArn, generated.bucketArn] }),
  );
  exports.fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:GetObject'],
      resources: [
        ...['speech', 'video', 'task', 'users'].map((p) => uploads.arnForObjects(`${p}/*`)),
        ...['certificates', 'bills', 'reports'].map((p) => generated.arnForObjects(`${p}/*`)),
      ],
    }),
  );
  for (const statement of bucketKeyStatements(uploads, { reads: true, writes: false }))
    exports.fn.addToRolePolicy(statement);
  exports.fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:AbortMultipartUpload'],
      resources: [generated.arnForObjects('exports/*')],
    }),
  );
  // No retries into the queue: the request stays queued and the next minute's run builds it.
  new Rule(scope, 'ExportSchedule', {
    description: 'Data downloads',
    schedule: Schedule.rate(Duration.minutes(1)),
    targets: [new LambdaFunction(exports.fn, { retryAttempts: 0 })],
  });
  return { erase, exports };
}
