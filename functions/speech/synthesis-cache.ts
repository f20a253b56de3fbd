import { createHash } from 'node:crypto';
import { config } from '../lib/config';

/**
 * Spoken correct answers are made once per voice and text and kept in the generated bucket under
 * `speech/<sha256 of voice and text>.mp3`, so every learner after the first gets the stored file
 * (`npm run bench` prints the hit rate). Both engines go through here.
 */
export const stats = { hits: 0, misses: 0 };

/**
 * Keys this instance has already found or stored: a warm function answers them with no S3 call at
 * all (a junior's read-aloud is asked for by every child on the same question). Objects are never
 * deleted under `speech/`, so a remembered key stays true; the set is emptied when it grows large.
 */
const known = new Set<string>();
const KNOWN_MAX = 20_000;

function remember(key: string): void {
  if (known.size >= KNOWN_MAX) known.clear();
  known.add(key);
}

export function synthesisKey(voice: string, text: string): string {
  return `speech/${createHash('sha256').update(`${voice}\n${text}`).digest('hex')}.mp3`;
}

/**
 * Requests for a key being made right now wait for that one synthesis (30 children on a new question make one call per
 * instance).
 */
const inFlight = new Map<string, Promise<string>>();

export async function cachedSynthesis(voice: string, text: string, make: () => Promise<Buffer>): Promise<string> {
  const key = synthesisKey(voice, text);
  if (known.has(key)) {
    stats.hits++;
    return key;
  }
  const running = inFlight.get(key);
  if (running) return running;
  const work = storeOnce(key, make).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function storeOnce(key: string, make: () => Promise<Buffer>): Promise<string> {
  const { s3, HeadObjectCommand, PutObjectCommand } = await import('../lib/s3');
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
    remember(key);
    return key;
  }
  stats.misses++;
  const body = await make();
  await s3().send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: 'audio/mpeg' }));
  remember(key);
  return key;
}
