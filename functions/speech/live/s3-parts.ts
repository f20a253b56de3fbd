import { config } from '../../lib/config';
import type { PartSource } from './part-reader';

/** Parts from the uploads bucket; NoSuchKey (404) is "not there yet". */
export function s3Parts(): PartSource {
  return {
    async read(key) {
      const { GetObjectCommand } = await import('@aws-sdk/client-s3');
      const { s3 } = await import('../../lib/aws');
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
