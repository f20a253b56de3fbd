import { Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import type { FluentiaApp } from './fluentia-app';

/**
 * The cdk-nag NIST 800-53 rev 5 findings the stacks keep on purpose, one reason per rule (decision 0876), beside the
 * AwsSolutions ones (./nag-acknowledgements.ts). What was cheap to fix is fixed instead: every log group encrypted
 * with a key of ours, WAF logging, S3 access logs, dead-letter queues for the functions invoked asynchronously,
 * reserved concurrency for the public routes, the uploads bucket under a key of ours.
 */
export function acknowledgeNistFindings(fluentia: FluentiaApp): void {
  const all = fluentia.app.node.findAll();
  for (const policy of all.filter((c) => c instanceof CfnPolicy))
    ack(
      policy,
      'IAMNoInlinePolicy',
      "Each role's grants are one policy attached to that role alone, written statement by statement " +
        '(infra/constructs/apply-grants.ts) and held to the code by tests/infra/grants-match-bundles.test.ts; a ' +
        'customer-managed policy would hold the same statements for the same single role.',
    );
  for (const fn of all.filter((c): c is CfnFunction => c instanceof CfnFunction)) {
    ack(
      fn,
      'LambdaInsideVPC',
      'No VPC: the functions call AWS services (DynamoDB, S3, Cognito, KMS, SNS, SES, Secrets Manager) on their ' +
        'TLS endpoints with signed requests, and Paytm and Stripe on the internet; a VPC would add NAT gateways to ' +
        'pay for and operate and close no path these calls leave open.',
    );
    if (fn.reservedConcurrentExecutions === undefined)
      ack(
        fn,
        'LambdaConcurrency',
        'Concurrency is reserved for the public routes only (infra/config/reserved-concurrency.ts, decision 0874): a ' +
          'reservation is also a ceiling taken from the account, so reserving for every function would cap the exam ' +
          "path below its olympiad peak; the rest share what is left, bounded by the stage's throttle and the WAF.",
      );
    if (fn.deadLetterConfig === undefined)
      ack(
        fn,
        'LambdaDLQ',
        'No dead-letter queue where the caller waits for the answer and sees the error: API Gateway (routes, ' +
          '$default, the authorizer), Cognito (triggers), the submit route (writing check and aligner, ' +
          'RequestResponse), Secrets Manager (the rotation, whose failure leaves the new value pending and is ' +
          'retried by the next rotation) and CloudFormation (CDK’s custom resources). The workers and jobs invoked ' +
          'asynchronously have one (decision 0875).',
      );
  }
  const { data, web } = fluentia;
  ack(
    data.tables.main,
    'DynamoDBInBackupPlan',
    'Point-in-time recovery (any second of the last 35 days) and deletion protection in prod (infra/data/data-stack.ts);' +
      ' an AWS Backup plan would keep another copy of the same children’s data to secure and erase.',
  );
  for (const bucket of all.filter((c) => c instanceof CfnBucket))
    ack(
      bucket,
      'S3BucketReplicationEnabled',
      'One region on purpose: learners’ data stays in the home region; prod’s data buckets are versioned against an ' +
        'overwrite or a delete, and a second region would be a second copy to secure and to erase (decision 0801).',
    );
  for (const bucket of [data.accessLogs, web.accessLogs, web.siteBucket])
    ack(
      bucket,
      'S3BucketVersioningEnabled',
      'A log bucket is written only by AWS’s log delivery and emptied by its lifecycle; the site bucket holds the ' +
        'built web app, deployed again from git.',
    );
  for (const bucket of [data.accessLogs, web.accessLogs])
    ack(
      bucket,
      'S3DefaultEncryptionKMS',
      'S3 server access logs can be delivered only to a bucket encrypted with SSE-S3 (AES-256), not SSE-KMS.',
    );
  for (const bucket of [data.buckets.content, data.buckets.generated, web.siteBucket])
    ack(
      bucket,
      'S3DefaultEncryptionKMS',
      'SSE-S3 (AES-256): course media and the web app are the same for every visitor and served by CloudFront; the ' +
        'generated files (certificates, bills, reports, exports) reach their owner by presigned URL. The bucket of ' +
        'children’s recordings and photos has a key of ours (uploads, decision 0873).',
    );
  for (const [id, secret] of Object.entries(data.secrets)) {
    ack(
      secret,
      'SecretsManagerUsingKMSKey',
      'Secrets Manager’s own key (aws/secretsmanager): each secret is readable only by the functions granted it by ' +
        'name, and a key of ours would repeat those grants in its key policy without narrowing them.',
    );
    ack(
      secret,
      'SecretsManagerRotationEnabled',
      id === 'originSecret'
        ? 'Rotated every 30 days by the schedule in the web stack, which owns the distribution (decision 0860).'
        : 'A key issued by a provider or one whose rotation would void what it sealed or hashed (the reasons of ' +
            'AwsSolutions-SMG4 in infra/nag-acknowledgements.ts): replaced by a deliberate operation, not a schedule.',
    );
  }
  if (fluentia.api.alarmTopic)
    ack(
      fluentia.api.alarmTopic,
      'SNSEncryptedKMS',
      'The alarm topic carries alarm names, thresholds and metric values, no personal data.',
    );
}

function ack(construct: IConstruct, rule: string, reason: string): void {
  Validations.of(construct).acknowledge({ id: `NIST.800.53.R5-${rule}`, reason });
}
