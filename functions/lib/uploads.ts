import { randomUUID } from 'node:crypto';
import type { PresignedUpload } from '#shared/api/contract';
import { AppError } from '#shared/errors';
import { buckets, RETENTION_TAG } from '../data/buckets';
import { config, required, setting } from './config';
import { s3Signer } from './object-links';
import { loadS3 } from './load-s3';

/**
 * Uploads from the browser go straight to the `uploads` bucket with a presigned POST (spec 02 §3:
 * recordings and task files), never through a Lambda. The POST policy fixes the exact key (inside the
 * caller's namespace `<purpose>/<userId>/`), the content type and the size range, and expires
 * in 15 minutes. Signed with the SDK's own SigV4 signer rather than @aws-sdk/s3-presigned-post, which
 * needs the whole S3 client (about 120 KB per bundle, docs/performance.md).
 *
 * The local S3 stand-in enforces no policy, and on AWS a key could still be named by someone who
 * guessed it, so a handler that accepts an upload re-checks the object with `verifyUpload` first.
 */
export interface UploadRule {
  /** The folder under the user's namespace: `speech`, `task`. */
  purpose: string;
  /** Content types accepted, each with the file extension the key gets. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  minBytes: number;
  /** Tag the object `retention=raw` as it is uploaded, so the bucket's lifecycle deletes it in time (decision 0803). */
  rawRecording?: true;
}

/** The POST form's `tagging` field for a raw recording (S3's XML; the policy fixes it). */
const RAW_RECORDING_TAGGING = `<Tagging><TagSet><Tag><Key>${RETENTION_TAG.key}</Key><Value>${RETENTION_TAG.raw}</Value></Tag></TagSet></Tagging>`;

export const UPLOAD_SECONDS = 15 * 60;

/** Purpose first, so the bucket's lifecycle can keep each kind of upload for its own time (infra/data). */
export function uploadPrefix(userId: string, purpose: string): string {
  return `${purpose}/${userId}/`;
}

export async function presignUpload(
  userId: string,
  rule: UploadRule,
  contentType: string,
  now = new Date(),
): Promise<PresignedUpload> {
  const extension = acceptedExtension(rule, contentType);
  if (!extension) throw new AppError('uploadTypeInvalid');
  const key = `${uploadPrefix(userId, rule.purpose)}${randomUUID()}.${extension}`;
  const { url, fields, expiresAt } = await signPost(
    { key },
    contentType,
    rule.minBytes,
    Math.min(rule.maxBytes, buckets.uploads.maxObjectBytes),
    now,
    rule.rawRecording ? { tagging: RAW_RECORDING_TAGGING } : {},
  );
  return { url, fields: { key, ...fields }, key, expires_at: expiresAt };
}

/**
 * One POST policy for many objects under `prefix` (the parts of a live recording,
 * shared/speech/live-parts.ts): the key must start with the prefix, which the caller builds inside
 * the user's namespace; type and size are fixed as for one object. The page adds the `key` field.
 */
export async function presignPrefixUpload(
  prefix: string,
  contentType: string,
  maxBytes: number,
  now = new Date(),
): Promise<{ url: string; fields: Record<string, string>; expiresAt: string }> {
  return signPost({ keyPrefix: prefix }, contentType, 0, maxBytes, now);
}

async function signPost(
  target: { key: string } | { keyPrefix: string },
  contentType: string,
  minBytes: number,
  maxBytes: number,
  now: Date,
  extra: Record<string, string> = {},
) {
  const c = config();
  const bucket = c.bucket('uploads');
  const expires = new Date(now.getTime() + UPLOAD_SECONDS * 1000);
  const date = amzDate(now);
  const credential = `${await accessKeyId()}/${date.slice(0, 8)}/${c.region}/s3/aws4_request`;
  const session = c.s3Endpoint ? undefined : setting('AWS_SESSION_TOKEN');
  const fields: Record<string, string> = {
    'Content-Type': contentType,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    ...(session ? { 'X-Amz-Security-Token': session } : {}),
    ...extra,
  };
  const policy = {
    expiration: expires.toISOString(),
    conditions: [
      { bucket },
      'key' in target ? { key: target.key } : ['starts-with', '$key', target.keyPrefix],
      ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
      ['content-length-range', minBytes, maxBytes],
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = await s3Signer().sign(encoded, { signingDate: now });
  return {
    url: bucketUrl(bucket),
    fields: { ...fields, Policy: encoded, 'X-Amz-Signature': signature },
    expiresAt: expires.toISOString(),
  };
}

export interface VerifiedUpload {
  key: string;
  size: number;
  contentType: string;
}

/**
 * The server's own check of an uploaded object before anything refers to it: inside the caller's
 * namespace for this purpose, present, of an accepted type and within the size range. Every
 * refusal is the same `uploadInvalid` (4xx), so another user's key tells nothing about it.
 */
export async function verifyUpload(userId: string, rule: UploadRule, key: string): Promise<VerifiedUpload> {
  const prefix = uploadPrefix(userId, rule.purpose);
  if (!key.startsWith(prefix) || !/^[\w-]+\.\w+$/.test(key.slice(prefix.length))) throw new AppError('uploadInvalid');
  const { s3, HeadObjectCommand } = await loadS3();
  const head = await s3()
    .send(new HeadObjectCommand({ Bucket: config().bucket('uploads'), Key: key }))
    .catch((error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
      if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    });
  const size = head?.ContentLength ?? 0;
  const contentType = (head?.ContentType ?? '').split(';')[0]?.trim() ?? '';
  if (!head || !acceptedExtension(rule, contentType) || size < rule.minBytes) throw new AppError('uploadInvalid');
  if (size > rule.maxBytes) throw new AppError('uploadTooLarge');
  return { key, size, contentType };
}

/** The object's bytes, for a handler that checked it with `verifyUpload` (recordings are ≤ 10 MB). */
export async function readUpload(key: string): Promise<Buffer> {
  const { s3, GetObjectCommand } = await loadS3();
  const object = await s3().send(new GetObjectCommand({ Bucket: config().bucket('uploads'), Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** Own properties only: a content type of '__proto__' or 'toString' is not an accepted type. */
function acceptedExtension(rule: UploadRule, contentType: string): string | undefined {
  return Object.hasOwn(rule.types, contentType) ? rule.types[contentType] : undefined;
}

function bucketUrl(bucket: string): string {
  const c = config();
  // Path style for s3rver, virtual-hosted style on AWS.
  return c.s3Endpoint
    ? `${c.s3Endpoint.replace(/\/$/, '')}/${bucket}`
    : `https://${bucket}.s3.${c.region}.amazonaws.com/`;
}

function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

async function accessKeyId(): Promise<string> {
  if (config().s3Endpoint) return 'S3RVER';
  return required('AWS_ACCESS_KEY_ID', 'Upload signing');
}
