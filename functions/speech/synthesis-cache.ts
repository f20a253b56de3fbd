import { createHash } from 'node:crypto';
import { config } from '../lib/config';

/**
 * Spoken correct answers are made once per voice and text and kept in the generated bucket under
 * `speech/<sha256 of voice and text>.mp3`, so every learner after the first gets the stored file
 * (`npm run bench` prints the hit rate). Both engines go through here.
 */
export const stats = { hits: 0, misses: 0 };

export function synthesisKey(voice: string, text: string): string {
  return `speech/${createHash('sha256').update(`${voice}\n${text}`).digest('hex')}.mp3`;
}

export async function cachedSynthesis(voice: string, text: string, make: () => Promise<Buffer>): Promise<string> {
  const key = synthesisKey(voice, text);
  const { HeadObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3 } = await import('../lib/s3');
  const Bucket = config().bucket('generated');
  const found = await s3()
    .send(new HeadObjectCommand({ Bucket, Key: key }))
    .then(() => true)
    .catch((error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
      if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return false;
      throw error;
    });
  if (found) {
    stats.hits++;
    return key;
  }
  stats.misses++;
  const body = await make();
  await s3().send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: 'audio/mpeg' }));
  return key;
}
