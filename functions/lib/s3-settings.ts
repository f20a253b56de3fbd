import type { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';
import { faultRate, injectFaults } from './fault-injection';
import { withoutSdkCallLogging } from './sdk-log-filter';
import { recordCalls } from './traffic-recorder';

/**
 * A new S3 client of the class given (the class is passed in, so this module never loads the SDK's
 * S3 code itself: ./s3.ts and ./aws.ts each decide when that happens). Locally the endpoint is
 * s3rver, which needs path-style addressing, its fixed credentials, and checksums only when required
 * (otherwise uploads are stored with their chunk framing inside).
 */
export function newS3Client(Client: typeof S3Client): S3Client {
  const c = config();
  const client = withoutSdkCallLogging(
    new Client({
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
  if (c.s3Endpoint) injectFaults(client as never, faultRate());
  recordCalls(client as never, 's3');
  return client;
}
