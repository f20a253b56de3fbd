import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IndexName } from '#functions/data/tables';
import type { BucketGrant, Grant, TableGrant, WorkerId } from './grants';
import type { DataResources, IdentityResources } from './resources';

/** What grants point at: the data stack's tables and buckets, the identity stack's pool and key. */
export interface GrantTargets {
  data: DataResources;
  /** Absent where no identity grant can occur (the identity stack's own triggers). */
  identity?: IdentityResources;
  /** Worker functions a route may start (an `invoke` grant), where its stack has them. */
  workers?: Partial<Record<WorkerId, IFunction>>;
  /** The region Polly is called in (EnvSettings.speech), where a synthesize grant can occur. */
  speechRegion?: string;
}

/**
 * The one algorithm the product's tokens are signed with (RS256 = RSASSA-PKCS1-v1_5 + SHA-256): child-delegation
 * tokens, learner sessions.
 */
export const DELEGATION_SIGNING_ALGORITHM = 'RSASSA_PKCS1_V1_5_SHA_256';

/**
 * Turns a route's grants into IAM statements on its function's role. Every statement is written
 * out: a table's with the actions of CDK's grant methods but on the table alone and the indexes
 * the grant names (CDK's grant every index, `index/*`); a bucket's "read" never brings
 * GetBucketPolicy and friends along; an identity grant names exact actions.
 */
export function applyGrants(fn: IFunction, grants: readonly Grant[], targets: GrantTargets): void {
  const { data } = targets;
  const identity = (): IdentityResources => {
    if (!targets.identity) throw new Error(`${fn.node.path}: an identity grant needs the identity stack's resources.`);
    return targets.identity;
  };
  for (const grant of grants) {
    if ('table' in grant) {
      if (grant.indexes?.length && !TABLE_ACTIONS[grant.access].includes('dynamodb:Query'))
        throw new Error(`${fn.node.path}: an index is queried, which needs read access to ${grant.table}.`);
      for (const statement of tableStatements(
        data.tables[grant.table],
        TABLE_ACTIONS[grant.access],
        grant.indexes ?? [],
      ))
        fn.addToRolePolicy(statement);
    } else if ('bucket' in grant) {
      for (const statement of bucketStatements(grant, data)) fn.addToRolePolicy(statement);
    } else if ('userPool' in grant) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: grant.userPool.map((action) => `cognito-idp:${action}`),
          resources: [identity().userPool.userPoolArn],
        }),
      );
    } else if ('delegationKey' in grant) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['kms:Sign'],
          resources: [identity().delegationKey.keyArn],
          conditions: { StringEquals: { 'kms:SigningAlgorithm': DELEGATION_SIGNING_ALGORITHM } },
        }),
      );
    } else if ('email' in grant) {
      // Any identity of this account and region, but only From the configured sender. Naming the
      // sender's identity alone is not enough: in the SES sandbox the (verified) recipients are
      // identities too and SES checks the policy against them as well.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
          conditions: { StringEquals: { 'ses:FromAddress': identity().messaging.sesFromAddress } },
        }),
      );
    } else if ('sms' in grant) {
      // A text sent straight to a phone number (Publish with PhoneNumber) has no resource ARN, so SNS
      // requires resource '*', and no SNS condition key tells an SMS from a topic publish. What
      // bounds it: the home region only, the account's SMS spend limit (docs/deploy.md), and an explicit
      // deny of every topic, so a sender can never publish to the alarm topic or any other (decision 0861).
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['sns:Publish'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:RequestedRegion': Stack.of(fn).region } },
        }),
      );
      fn.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['sns:Publish'],
          resources: [`arn:${Stack.of(fn).partition}:sns:*:*:*`],
        }),
      );
    } else if ('speech' in grant) {
      fn.addToRolePolicy(speechStatement(fn, grant.speech, targets.speechRegion));
    } else if ('secret' in grant) {
      // Read this one secret; its name goes into the function's environment (routes-stack.ts).
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [data.secrets[grant.secret].secretArn],
        }),
      );
    } else if ('analytics' in grant) {
      // PutRecordBatch on the one stream, nothing else of Firehose (the function never calls PutRecord).
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['firehose:PutRecordBatch'], resources: [data.analyticsStream.streamArn] }),
      );
    } else if ('invoke' in grant) {
      const worker = targets.workers?.[grant.invoke];
      if (!worker) throw new Error(`${fn.node.path}: an invoke grant needs the ${grant.invoke} function in its stack.`);
      worker.grantInvoke(fn);
    } else {
      const unknown: never = grant;
      throw new Error(`Unknown grant ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The actions of CDK's grantReadData / grantWriteData / grantReadWriteData (aws-dynamodb's perms), and DescribeTable
 * alone.
 */
const READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:Query',
  'dynamodb:GetItem',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
];
const WRITE_ACTIONS = ['dynamodb:BatchWriteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
const DESCRIBE = 'dynamodb:DescribeTable';
const TABLE_ACTIONS: Record<TableGrant['access'], string[]> = {
  describe: [DESCRIBE],
  read: [...READ_ACTIONS, DESCRIBE],
  write: [...WRITE_ACTIONS, DESCRIBE],
  readWrite: [...READ_ACTIONS, ...WRITE_ACTIONS, DESCRIBE],
};

/**
 * `actions` on the table itself, and Query (the only call the functions make on an index) on each
 * of `indexes`: never `index/*`, so a function may read through the indexes its code queries only
 * (tests/infra/grants-match-bundles.test.ts holds the list to the bundle; ADR 0580). The scheduled
 * jobs use it too (infra/ops/jobs-stack.ts).
 */
export function tableStatements(
  table: ITable,
  actions: readonly string[],
  indexes: readonly IndexName[],
): PolicyStatement[] {
  return [
    new PolicyStatement({ actions: [...actions], resources: [table.tableArn] }),
    ...(indexes.length
      ? [
          new PolicyStatement({
            actions: ['dynamodb:Query'],
            resources: indexes.map((name) => `${table.tableArn}/index/${name}`),
          }),
        ]
      : []),
  ];
}

function bucketStatements(grant: BucketGrant, data: DataResources): PolicyStatement[] {
  const bucket = data.buckets[grant.bucket];
  const onBucket = (actions: string[]) => new PolicyStatement({ actions, resources: [bucket.bucketArn] });
  const onObjects = (actions: string[]) =>
    new PolicyStatement({ actions, resources: (grant.keys ?? ['*']).map((key) => bucket.arnForObjects(key)) });
  const statements: Record<BucketGrant['access'], () => PolicyStatement[]> = {
    list: () => [onBucket(['s3:ListBucket'])],
    read: () => [onBucket(['s3:ListBucket']), onObjects(['s3:GetObject'])],
    write: () => [onObjects(['s3:PutObject'])],
    tag: () => [onObjects(['s3:PutObjectTagging'])],
    readWrite: () => [onBucket(['s3:ListBucket']), onObjects(['s3:GetObject', 's3:PutObject', 's3:DeleteObject'])],
  };
  const reads = ['read', 'readWrite'].includes(grant.access);
  const writes = ['write', 'readWrite'].includes(grant.access);
  return [...statements[grant.access](), ...bucketKeyStatements(bucket, { reads, writes })];
}

/**
 * A bucket under a key of ours (uploads, decision 0873): a read decrypts, a write makes a data key, both only
 * through S3 (kms:ViaService). A presigned URL acts with its signer's rights, so the route that signs it holds these;
 * the browser's PUT adds nothing (the bucket's default encryption applies). Nothing for a bucket on SSE-S3.
 */
export function bucketKeyStatements(bucket: IBucket, use: { reads: boolean; writes: boolean }): PolicyStatement[] {
  const key = bucket.encryptionKey;
  const actions = [...(use.reads ? ['kms:Decrypt'] : []), ...(use.writes ? ['kms:GenerateDataKey'] : [])];
  if (!key || !actions.length) return [];
  // S3's own endpoint name in the region (a literal: Stack.urlSuffix is a token, and the product runs in aws only).
  const { region } = Stack.of(bucket);
  return [
    new PolicyStatement({
      actions,
      resources: [key.keyArn],
      conditions: { StringEquals: { 'kms:ViaService': `s3.${region}.amazonaws.com` } },
    }),
  ];
}

/**
 * Transcribe: start and read our own jobs (named `fluentia-*`); it reads the recording and writes
 * its JSON with the caller's S3 grants. Polly's SynthesizeSpeech has no resource to name but
 * lexicons, so '*', bounded by `aws:RequestedRegion` to the speech region (EnvSettings.speech).
 */
function speechStatement(
  fn: IFunction,
  use: 'transcribe' | 'synthesize',
  speechRegion: string | undefined,
): PolicyStatement {
  const stack = Stack.of(fn);
  if (use === 'transcribe') {
    return new PolicyStatement({
      actions: ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob'],
      resources: [
        stack.formatArn({ service: 'transcribe', resource: 'transcription-job', resourceName: 'fluentia-*' }),
      ],
    });
  }
  if (!speechRegion) throw new Error(`${fn.node.path}: a synthesize grant needs the speech region.`);
  return new PolicyStatement({
    actions: ['polly:SynthesizeSpeech'],
    resources: ['*'],
    conditions: { StringEquals: { 'aws:RequestedRegion': speechRegion } },
  });
}
