import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3, type RunningS3 } from '../../../infra/local/s3';

/**
 * The local S3 keeps S3's contract for writers racing on one key: the last wins whole, and the bucket can be
 * listed and the object read afterwards. Without the guard, s3rver left unreadable metadata in most rounds
 * (9 of 15), and every later listing of the bucket failed with InternalError.
 */
let s3: RunningS3;
let client: S3Client;
let directory: string;
const Bucket = 'fluentia-local-generated';

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'fluentia-s3-'));
  s3 = await startS3(directory, ['http://localhost']);
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('the local S3', () => {
  it('keeps an object whole when 30 writers race on its key, round after round', async () => {
    for (let round = 0; round < 8; round++) {
      const bodies = Array.from({ length: 30 }, (_, i) => Buffer.alloc(2000 + i * 37, i));
      await Promise.all(
        bodies.map((Body, i) =>
          client.send(
            new PutObjectCommand({ Bucket, Key: 'certificates/u1/c1.pdf', Body, Metadata: { who: 'n'.repeat(i * 7) } }),
          ),
        ),
      );
      const listed = await client.send(new ListObjectsV2Command({ Bucket }));
      expect(listed.Contents?.map((o) => o.Key)).toEqual(['certificates/u1/c1.pdf']);
      const read = await client.send(new GetObjectCommand({ Bucket, Key: 'certificates/u1/c1.pdf' }));
      const bytes = Buffer.from(await read.Body!.transformToByteArray());
      expect(bodies.some((b) => b.equals(bytes))).toBe(true);
    }
  });
});
