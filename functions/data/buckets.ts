/**
 * S3 buckets, declared once for infra/ and the local stack. The browser uploads straight to
 * `uploads` with presigned POSTs and reads generated files with presigned GETs, so both need CORS
 * for the site's origin. Object keys are namespaced by user (`users/<userId>/...`).
 */
export interface BucketDecl {
  id: string;
  /** Methods the browser uses on this bucket directly. */
  corsMethods: ReadonlyArray<'GET' | 'PUT' | 'POST' | 'HEAD'>;
  /** Largest object the product accepts, enforced by the presigned POST policy and re-checked by HeadObject. */
  maxObjectBytes: number;
}

export const buckets = {
  uploads: { id: 'uploads', corsMethods: ['GET', 'PUT', 'POST', 'HEAD'], maxObjectBytes: 10 * 1024 * 1024 },
  generated: { id: 'generated', corsMethods: ['GET', 'HEAD'], maxObjectBytes: 50 * 1024 * 1024 },
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
