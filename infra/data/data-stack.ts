import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { physicalTableName, tables, type TableDecl, type TableId } from '#functions/data/tables';
import { buckets, RETENTION_TAG, type BucketDecl, type BucketId } from '#functions/data/buckets';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { EnvSettings } from '../config/environments';
import type { SecretId } from '../constructs/grants';
import type { DataResources } from '../constructs/resources';
import { createSecrets } from './secrets';
import { planOf } from '../constructs/event-mode';
import { AnalyticsStream } from './analytics-stream';
import { accessLogBucket } from '../constructs/access-logs';

export interface DataStackProps extends StackProps {
  settings: EnvSettings;
  /** Origins the browser uploads from and downloads to (the site); CORS on the buckets. */
  siteOrigins: string[];
}

/**
 * Tables and buckets, built from the same declarations the functions use (functions/data/). Only
 * prod keeps data: PITR, deletion protection, versioning and RETAIN; elsewhere a stack deletion
 * removes everything so short-lived environments cost nothing once torn down.
 */
export class DataStack extends Stack implements DataResources {
  readonly tables: Record<TableId, Table>;
  readonly buckets: Record<BucketId, Bucket>;
  readonly secrets: Record<SecretId, Secret>;
  readonly analyticsStream: AnalyticsStream;
  /** Where S3 writes the server access logs of every bucket above, one prefix per bucket (decision 0871). */
  readonly accessLogs: Bucket;
  /** The uploads bucket's own key (decision 0873): children's recordings and photos. */
  readonly uploadsKey: Key;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.tables = mapValues(tables, (decl) => this.table(decl, settings));
    this.accessLogs = accessLogBucket(this, 'AccessLogs', settings);
    this.uploadsKey = new Key(this, 'UploadsKey', {
      description: `fluentia-${settings.name}: the uploads bucket (recordings, photos)`,
      enableKeyRotation: true,
      removalPolicy: settings.removalPolicy,
    });
    this.buckets = mapValues(buckets, (decl) => this.bucket(decl, settings, props.siteOrigins));
    this.secrets = createSecrets(this, settings.name, settings.removalPolicy);
    this.analyticsStream = new AnalyticsStream(this, 'AnalyticsStream', this.buckets.generated);
    this.letCloudFrontReadContent();
  }

  /**
   * CloudFront serves course media at `/content/*` (infra/web/web-stack.ts) through origin access
   * control. The grant names the account's distributions rather than the one distribution: the web
   * stack depends on this one, so naming its distribution here would make a cycle. Only `content/`
   * keys are readable, and only by CloudFront signing for this account.
   */
  private letCloudFrontReadContent(): void {
    const bucket = this.buckets.content;
    bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [bucket.arnForObjects('content/*')],
        conditions: {
          StringLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }

  private table(decl: TableDecl, settings: EnvSettings): Table {
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    const table = new Table(this, `Table-${decl.id}`, {
      tableName: physicalTableName(settings.name, decl.id as TableId),
      partitionKey: key(decl.partitionKey),
      sortKey: key(decl.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: decl.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: settings.prod },
      deletionProtection: settings.prod,
      removalPolicy: settings.removalPolicy,
      // Event mode: the throughput the table serves at once, raised ahead of the olympiad (a new
      // on-demand table starts at about 4,000 writes a second). It is never lowered again.
      ...(planOf(settings) ? { warmThroughput: planOf(settings)!.warmThroughput } : {}),
    });
    for (const index of decl.indexes) {
      // ALL projection: an index answers its access pattern without a second read of the base table.
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
    return table;
  }

  private bucket(decl: BucketDecl, settings: EnvSettings, siteOrigins: string[]): Bucket {
    return new Bucket(this, `Bucket-${decl.id}`, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Uploads under a key of ours: reading a child's recording needs a grant on the key as well, one we can revoke
      // (decision 0873); an S3 Bucket Key spares KMS a call per request.
      ...(decl.id === 'uploads'
        ? { encryption: BucketEncryption.KMS, encryptionKey: this.uploadsKey, bucketKeyEnabled: true }
        : { encryption: BucketEncryption.S3_MANAGED }),
      enforceSSL: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: `${decl.id}/`,
      versioned: settings.prod,
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: !settings.prod,
      // The browser talks to the bucket directly with presigned URLs; only the site may do so.
      cors: [
        {
          allowedOrigins: siteOrigins,
          allowedMethods: decl.corsMethods.map((m) => HttpMethods[m]),
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        // Versioned (prod) buckets would otherwise keep every overwritten upload forever.
        ...(settings.prod ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(90) }] : []),
        // A short-lived prefix (the live parts of recordings, `live/`: a day) goes whole: in a versioned
        // bucket its expired objects would otherwise stay 90 more days as noncurrent versions.
        // Raw recordings go the environment's days after they are scored, unless a review holds them (decision 0803).
        ...(decl.rawRetention ?? []).map((prefix) => ({
          id: `expire-raw-${prefix.replace(/\W/g, '')}`,
          prefix,
          tagFilters: { [RETENTION_TAG.key]: RETENTION_TAG.raw },
          expiration: Duration.days(settings.recordingDays),
          ...(settings.prod ? { noncurrentVersionExpiration: Duration.days(1) } : {}),
        })),
        ...Object.entries(decl.expireDays ?? {}).map(([prefix, days]) => ({
          id: `expire-${prefix.replace(/\W/g, '')}`,
          prefix,
          expiration: Duration.days(days),
          ...(settings.prod && days <= SHORT_LIVED_DAYS ? { noncurrentVersionExpiration: Duration.days(1) } : {}),
        })),
      ],
    });
  }
}

/** Prefixes kept this many days or fewer lose their old versions after a day too (decision 386). */
const SHORT_LIVED_DAYS = 7;

function mapValues<K extends string, A, B>(record: Record<K, A>, fn: (value: A) => B): Record<K, B> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v as A)])) as Record<K, B>;
}
