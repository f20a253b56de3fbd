import { EXPORT_KEEP_DAYS } from '#shared/privacy/notice';

/**
 * S3 buckets, declared once for infra/ and the local stack. The browser uploads straight to
 * `uploads` with presigned POSTs and reads generated files with presigned GETs, so both need CORS
 * for the site's origin. Object keys start with their kind's prefix, then the user
 * (`task/<userId>/…`, `users/<parentId>/children/…`): a function's role may touch the prefixes its
 * code uses only (`keys` in infra/api/route-grants.ts, ADR 0580).
 */
export interface BucketDecl {
  id: string;
  /** Methods the browser uses on this bucket directly. */
  corsMethods: ReadonlyArray<'GET' | 'PUT' | 'POST' | 'HEAD'>;
  /** Largest object the product accepts, enforced by the presigned POST policy and re-checked by HeadObject. */
  maxObjectBytes: number;
  /** Days after which objects under each key prefix are deleted (S3 lifecycle), e.g. raw recordings. */
  expireDays?: Readonly<Record<string, number>>;
  /**
   * Prefixes whose objects tagged `retention=raw` are deleted after the environment's `recordingDays`
   * (infra/config/environments.ts; decision 0803). An object a review holds is tagged `held` instead and
   * stays until `expireDays`.
   */
  rawRetention?: readonly string[];
}

/** The tag a recording carries from its upload (`raw`), or while a review holds it (`held`): decision 0803. */
export const RETENTION_TAG = { key: 'retention', raw: 'raw', held: 'held' } as const;

export const buckets = {
  // Raw recordings (spoken and video answers) go `recordingDays` after they are scored (their `retention=raw` tag);
  // one a review holds (`held`) stays at most a year (decision 0803).
  uploads: {
    id: 'uploads',
    corsMethods: ['GET', 'PUT', 'POST', 'HEAD'],
    maxObjectBytes: 10 * 1024 * 1024,
    expireDays: { 'speech/': 365, 'video/': 365, 'live/': 1 },
    rawRetention: ['speech/', 'video/'],
  },
  // Transcribe's job results are read once, right after the job. Analytics events (Firehose, ADR 0560) are kept 13
  // months. Data downloads (decision 0802) a week.
  generated: {
    id: 'generated',
    corsMethods: ['GET', 'HEAD'],
    maxObjectBytes: 50 * 1024 * 1024,
    expireDays: { 'transcripts/': 7, 'analytics/': 395, 'analytics-errors/': 30, 'exports/': EXPORT_KEEP_DAYS },
  },
  /** Course media (images, audio, outlines) uploaded by `npm run content:import`, read through presigned GETs. */
  content: { id: 'content', corsMethods: ['GET', 'HEAD'], maxObjectBytes: 50 * 1024 * 1024 },
} as const satisfies Record<string, BucketDecl>;

export type BucketId = keyof typeof buckets;

export function bucketEnvVar(id: BucketId): string {
  return `BUCKET_${id.toUpperCase()}`;
}

/** Local bucket names (s3rver); on AWS, CDK generates globally unique names. */
export function localBucketName(id: BucketId): string {
  return `fluentia-local-${id}`;
}
