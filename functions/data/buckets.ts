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
}

export const buckets = {
  // Raw recordings (spoken and video answers) are kept a year: long enough to review and replay an answer, not forever.
  uploads: {
    id: 'uploads',
    corsMethods: ['GET', 'PUT', 'POST', 'HEAD'],
    maxObjectBytes: 10 * 1024 * 1024,
    expireDays: { 'speech/': 365, 'video/': 365, 'live/': 1 },
  },
  // Transcribe's job results are read once, right after the job. Analytics events (Firehose, ADR 0560) are kept 13
  // months. An organisation's exports (decision 0775) are fetched once, right after they are made.
  generated: {
    id: 'generated',
    corsMethods: ['GET', 'HEAD'],
    maxObjectBytes: 50 * 1024 * 1024,
    expireDays: { 'transcripts/': 7, 'analytics/': 395, 'analytics-errors/': 30, 'exports/': 1 },
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
