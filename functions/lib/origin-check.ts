import { createHash, timingSafeEqual } from 'node:crypto';
import { setting } from './config';
import { readSecretString } from './secrets';

/**
 * Only CloudFront may call the API (decision 0860): the distribution adds ORIGIN_HEADER, holding the
 * environment's origin secret, to every request it sends to the API origin; the HTTP pipeline
 * (./http.ts) and the authorizer refuse a request without it before anything else runs. Locally the
 * server that plays CloudFront adds it (infra/local/stack.ts), so the path tested is the one on AWS.
 *
 * The secret rotates on a schedule (functions/system/rotate-origin-secret.ts): the new value is
 * written as AWSPENDING, put on the distribution only after every container has had time to read it
 * (KEEP_MS), then made AWSCURRENT. While CloudFront's edges take the new value, requests arrive with
 * either, so every value of the three stages is accepted. A container keeps the values it read for
 * KEEP_MS and reads again on a miss at most every MISS_REFRESH_MS: Secrets Manager is never called
 * per request, and a caller's wrong header cannot spend its quota.
 */
export const ORIGIN_HEADER = 'x-origin-verify';

/**
 * The viewer's address, written by the viewer-request CloudFront Function (overwriting whatever the
 * browser sent) and trusted only on a request that passed the origin check.
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

const STAGES = ['AWSCURRENT', 'AWSPREVIOUS', 'AWSPENDING'] as const;
/** How long a container keeps the values it read; the rotation waits longer than this before using a new one. */
export const KEEP_MS = 5 * 60_000;
const MISS_REFRESH_MS = 10_000;

let known: Promise<Buffer[]> | undefined;
let loadedAt = 0;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

async function loadSecrets(secretId: string): Promise<Buffer[]> {
  const values = await Promise.all(
    STAGES.map((stage) =>
      readSecretString(secretId, stage).catch((error: unknown) => {
        // A stage that does not exist yet (no rotation so far has no AWSPREVIOUS).
        if (error instanceof Error && error.name === 'ResourceNotFoundException') return undefined;
        throw error;
      }),
    ),
  );
  return values.filter((v): v is string => Boolean(v)).map(digest);
}

/** The digests of every value accepted now; nothing configured accepts nothing (fail closed). */
function accepted(refresh: boolean): Promise<Buffer[]> {
  const local = setting('ORIGIN_SECRET');
  if (local) return Promise.resolve([digest(local)]);
  const secretId = setting('ORIGIN_SECRET_ARN');
  if (!secretId) return Promise.resolve([]);
  if (!known || refresh || Date.now() - loadedAt > KEEP_MS) {
    loadedAt = Date.now();
    known = loadSecrets(secretId);
    known.catch(() => (known = undefined)); // a failed read is not kept: the next request reads again
  }
  return known;
}

const matches = (values: Buffer[], sent: Buffer) => values.some((value) => timingSafeEqual(value, sent));

/** Whether the request came through CloudFront: its origin header holds a current, previous or pending secret. */
export async function cameThroughCloudFront(headers: Record<string, string | undefined> | undefined): Promise<boolean> {
  const value = headers?.[ORIGIN_HEADER];
  if (!value) return false;
  const sent = digest(value);
  if (matches(await accepted(false), sent)) return true;
  if (Date.now() - loadedAt < MISS_REFRESH_MS) return false;
  return matches(await accepted(true), sent);
}

/** Forgets the values read (tests of the refresh). */
export function forgetOriginSecrets(): void {
  known = undefined;
  loadedAt = 0;
}

/**
 * The viewer's address: the CloudFront Function's header on a request that passed the origin check,
 * else the address API Gateway saw (a unit test's event).
 */
export function viewerAddress(event: {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}): string {
  return event.headers?.[VIEWER_ADDRESS_HEADER] || event.requestContext?.http?.sourceIp || '';
}
