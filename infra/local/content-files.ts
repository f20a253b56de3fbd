import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../functions/lib/s3';
import { config } from '../../functions/lib/config';
import { CONTENT_CACHE_CONTROL, CONTENT_PATH_PREFIX } from '../../functions/core/media';
import {
  LEARNER_HEADER,
  STEP_HEADER,
  localOnly,
  recordRequest,
  recordingOn,
} from '../../functions/lib/traffic-recorder';

/**
 * Course media at `/content/*`, read from the content bucket (s3rver) as CloudFront's `/content/*`
 * behaviour reads it in production: the object's type, its ETag, one day of caching, Range
 * requests for audio and video, 304 for a browser that already has it.
 */
export function isContentPath(url: string): boolean {
  return url.startsWith(CONTENT_PATH_PREFIX);
}

export async function handleContentFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!recordingOn()) return serveContentFile(req, res);
  // Recorded as a site request (the WAF counts it); CloudFront answers from its cache, so the S3 read is local only.
  const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
  const meta = {
    id: randomUUID(),
    route: 'GET /content/*',
    learner: header(LEARNER_HEADER),
    step: header(STEP_HEADER),
  };
  await recordRequest(
    meta,
    () => localOnly(() => serveContentFile(req, res)),
    () => res.statusCode,
  );
}

async function serveContentFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let key: string;
  try {
    key = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname).slice(1);
  } catch {
    key = '';
  }
  // S3 keys are literal, but s3rver keeps objects as files: no step out of content/.
  if (!key.startsWith('content/') || key.split('/').some((part) => part === '..' || part === '.')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
  const ifNoneMatch = typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined;
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: config().bucket('content'), Key: key, Range: range, IfNoneMatch: ifNoneMatch }),
    );
    const headers: Record<string, string> = {
      'content-type': object.ContentType ?? 'application/octet-stream',
      'cache-control': CONTENT_CACHE_CONTROL,
      'accept-ranges': 'bytes',
      ...(object.ETag ? { etag: object.ETag } : {}),
      ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
      ...(object.ContentRange ? { 'content-range': object.ContentRange } : {}),
    };
    res.writeHead(object.ContentRange ? 206 : 200, headers);
    if (req.method === 'HEAD') {
      res.end();
      (object.Body as Readable | undefined)?.destroy();
      return;
    }
    (object.Body as Readable).pipe(res);
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 304)
      res
        .writeHead(304, { 'cache-control': CONTENT_CACHE_CONTROL, ...(ifNoneMatch ? { etag: ifNoneMatch } : {}) })
        .end();
    else if (status === 416) res.writeHead(416).end();
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
}
