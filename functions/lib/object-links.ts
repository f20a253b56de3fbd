import { createHash, createHmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import type { BucketId } from '../data/buckets';
import { config } from './config';

/**
 * Presigned GETs for objects of our buckets (the buckets stay private), signed here with SigV4
 * rather than through the S3 client: the client and its middleware add about 120 KB to every
 * function that only hands out links (docs/performance.md). The signer is the one the SDK itself
 * uses (@smithy/signature-v4, already in every bundle through the DynamoDB client).
 *
 * Links are signed for a fixed hour-long window (signing time = the start of the hour, valid two
 * hours), so the same object gets the same URL for the whole hour from one instance and the
 * browser's cache can serve it again; `response-cache-control` lets it keep the file that long.
 */
export const LINK_SECONDS = 3600;

/** SHA-256 and HMAC for the signer, from node:crypto (also used by the local S3 stand-in to check view links). */
export class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    // One hash per signature: the signer never reuses an instance after digest().
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

let signer: SignatureV4 | undefined;

export function s3Signer(): SignatureV4 {
  const c = config();
  signer ??= new SignatureV4({
    service: 's3',
    region: c.region,
    sha256: Sha256,
    uriEscapePath: false, // S3 keys are escaped once, by us, below
    applyChecksum: false,
    // Locally s3rver checks signatures against its fixed keys (functions/lib/aws.ts); on Lambda the role's keys are in
    // the environment.
    credentials: c.s3Endpoint ? { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } : fromEnv(),
  });
  return signer;
}

/** The start of the current window: every link signed within it is the same string. */
function windowStart(now = Date.now()): Date {
  return new Date(now - (now % (LINK_SECONDS * 1000)));
}

/**
 * A presigned GET of one object. By default the hour-long shared window above; with `expiresIn` a
 * link of its own that lasts that many seconds from now and that the browser must not keep (a
 * counted video view, functions/assessment/video-view.ts: the link is the view).
 */
export async function objectUrl(
  bucket: BucketId,
  key: string | undefined,
  options: { expiresIn?: number; now?: number } = {},
): Promise<string | null> {
  if (!key) return null;
  const own = options.expiresIn !== undefined;
  const c = config();
  const name = c.bucket(bucket);
  const escapedKey = key.split('/').map(escape).join('/');
  const endpoint = c.s3Endpoint ? new URL(c.s3Endpoint) : undefined;
  // Path style for s3rver, virtual-hosted style on AWS (as the S3 client chooses for these names).
  const hostname = endpoint ? endpoint.hostname : `${name}.s3.${c.region}.amazonaws.com`;
  const port = endpoint?.port ? Number(endpoint.port) : undefined;
  const request = {
    method: 'GET',
    protocol: endpoint ? endpoint.protocol : 'https:',
    hostname,
    ...(port ? { port } : {}),
    path: endpoint ? `/${name}/${escapedKey}` : `/${escapedKey}`,
    query: { 'response-cache-control': own ? 'private, no-store' : `private, max-age=${LINK_SECONDS}` },
    headers: { host: port ? `${hostname}:${port}` : hostname, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
  };
  const signed = own
    ? await s3Signer().presign(request, {
        signingDate: new Date(options.now ?? Date.now()),
        expiresIn: options.expiresIn,
      })
    : await s3Signer().presign(request, { signingDate: windowStart(), expiresIn: 2 * LINK_SECONDS });
  const query = Object.entries(signed.query ?? {})
    .map(([k, v]) => `${escape(k)}=${escape(String(v))}`)
    .join('&');
  return `${request.protocol}//${request.headers.host}${request.path}?${query}`;
}

/** RFC 3986 escaping, as SigV4 requires (encodeURIComponent leaves !'()* alone). */
function escape(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Forgets the signer (its region and keys), when the local stack repoints the environment. */
export function forgetSigner(): void {
  signer = undefined;
}
