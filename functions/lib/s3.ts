import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';
import { onReconnect } from './reconnect-hooks';
import { withoutSdkCallLogging } from './sdk-log-filter';
import { withSdkHooks } from './sdk-client-hooks';
import { traced } from './trace-calls';

export {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
} from '@aws-sdk/client-s3';

/**
 * The S3 client and the commands the functions send, the one place an S3 client is made (links and
 * uploads are signed without it: ./object-links.ts). Two ways to load this same module, the same API:
 * - a function that uses S3 on most calls imports it (statically, or `await import('../lib/s3')` in
 *   the call that needs it), so the client shares the SDK core already in its bundle;
 * - a function that stores or checks a file only now and then calls `loadS3()` (./load-s3.ts): this
 *   module shipped as `s3-kit.mjs` beside the bundle and loaded with the first file, so its cold
 *   start does not parse the client (about 200 KB; docs/performance.md, "Cold starts at the SDK floor").
 * Apart from ./aws.ts because nearly every function imports that one.
 */
let client: S3Client | undefined;

export function s3(): S3Client {
  client ??= newS3Client();
  return client;
}

/**
 * Locally the endpoint is s3rver, which needs path-style addressing, its fixed credentials, and
 * checksums only when required (otherwise uploads are stored with their chunk framing inside).
 */
function newS3Client(): S3Client {
  const c = config();
  const created = withoutSdkCallLogging(
    new S3Client({
      region: c.region,
      ...(c.s3Endpoint
        ? {
            endpoint: c.s3Endpoint,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
    }),
  );
  return traced(withSdkHooks(created, 's3')); // the local stack's instruments, none on Lambda (decision 0712)
}

onReconnect(() => {
  client?.destroy();
  client = undefined;
});
