import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnect } from '../../../functions/lib/aws';
import { LINK_SECONDS, objectUrl } from '../../../functions/lib/object-links';

/**
 * Links are signed without the S3 client (functions/lib/object-links.ts). They must be exactly what
 * the SDK's own presigner signs for the same request, and the same string for a whole hour.
 */
describe('presigned object links', () => {
  const credentials = {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    sessionToken: 'session/token+1=',
  };
  const saved = { ...process.env };

  beforeEach(() => {
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
    });
    delete process.env.S3_ENDPOINT;
    reconnect();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env = { ...saved };
    reconnect();
  });

  it('signs what the SDK presigner signs for the same GET (virtual-hosted, keys escaped once)', async () => {
    const hourStart = Date.UTC(2026, 10, 23, 10, 0, 0);
    vi.setSystemTime(hourStart + 25 * 60_000);
    const key = 'content/101/hero image (1).png';
    const ours = new URL((await objectUrl('content', key))!);

    const sdk = new URL(
      await getSignedUrl(
        new S3Client({ region: process.env.AWS_REGION, credentials }),
        new GetObjectCommand({
          Bucket: process.env.BUCKET_CONTENT,
          Key: key,
          ResponseCacheControl: `private, max-age=${LINK_SECONDS}`,
        }),
        { expiresIn: 2 * LINK_SECONDS, signingDate: new Date(hourStart) },
      ),
    );
    // The client's operation marker and its checksum middleware's flag: neither is part of a plain GET.
    sdk.searchParams.delete('x-id');
    sdk.searchParams.delete('x-amz-checksum-mode');
    expect(ours.host).toBe(`${process.env.BUCKET_CONTENT}.s3.${process.env.AWS_REGION}.amazonaws.com`);
    expect(ours.pathname).toBe(sdk.pathname);
    expect([...ours.searchParams.keys()].sort()).toEqual([...sdk.searchParams.keys()].sort());
    for (const name of [
      'X-Amz-Algorithm',
      'X-Amz-Content-Sha256',
      'X-Amz-Credential',
      'X-Amz-Date',
      'X-Amz-Expires',
      'X-Amz-Security-Token',
      'X-Amz-SignedHeaders',
      'response-cache-control',
    ]) {
      expect(ours.searchParams.get(name), name).toBe(sdk.searchParams.get(name));
    }
  });

  it('gives the same URL for the whole hour, and a new one in the next', async () => {
    const hourStart = Date.UTC(2026, 10, 23, 10, 0, 0);
    vi.setSystemTime(hourStart + 1_000);
    const early = await objectUrl('content', 'content/101/a.png');
    vi.setSystemTime(hourStart + 59 * 60_000);
    expect(await objectUrl('content', 'content/101/a.png')).toBe(early);
    vi.setSystemTime(hourStart + 61 * 60_000);
    expect(await objectUrl('content', 'content/101/a.png')).not.toBe(early);
  });

  it('gives no link without a key', async () => {
    expect(await objectUrl('content', undefined)).toBeNull();
  });
});
