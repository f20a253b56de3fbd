import { config } from '../../lib/config';
import { GetObjectCommand, s3 } from '../../lib/s3';
import type { PartSource } from './part-reader';

/**
 * Parts from the uploads bucket; NoSuchKey (404) is "not there yet". The worker reads on every call, so the client is
 * imported at start.
 */
export function s3Parts(): PartSource {
  return {
    async read(key) {
      try {
        const object = await s3().send(new GetObjectCommand({ Bucket: config().bucket('uploads'), Key: key }));
        return await object.Body!.transformToByteArray();
      } catch (error) {
        const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
  };
}
