import { timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../../functions/lib/object-links';
import { LIMITED_VIDEO_PREFIX } from '../../functions/core/media';

/**
 * S3 refuses a read of a private bucket without a valid signature; s3rver serves anyone and checks
 * only a presigned link's expiry, never its V4 signature. A view-limited question video must be
 * reached only through a counted view's link (functions/assessment/video-view.ts), so for its keys
 * (`<content bucket>/limited/…`) the local stand-in does what S3 does: a presigned GET must carry
 * a signature that matches, made with the local keys, and not be expired. Requests signed in an
 * Authorization header (the handlers' and the importer's own SDK calls) pass on to s3rver as before.
 */
interface KoaContext {
  method: string;
  path: string;
  host: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const LOCAL_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function checkViewLinks(contentBucket: string) {
  const guarded = `/${contentBucket}/${LIMITED_VIDEO_PREFIX}`;
  return async (ctx: KoaContext, next: () => Promise<unknown>): Promise<unknown> => {
    if (!ctx.path.startsWith(guarded) || ctx.headers.authorization) return next();
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && (await validViewLink(ctx))) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    return undefined;
  };
}

async function validViewLink(ctx: KoaContext): Promise<boolean> {
  const query = Object.fromEntries(
    Object.entries(ctx.query).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const {
    'X-Amz-Signature': given,
    'X-Amz-Date': date,
    'X-Amz-Expires': expires,
    'X-Amz-Credential': credential,
  } = query;
  const signedAt = date
    ? Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))
    : NaN;
  const seconds = Number(expires);
  const [accessKeyId, , region] = (credential ?? '').split('/');
  if (
    !given ||
    !Number.isFinite(signedAt) ||
    !Number.isInteger(seconds) ||
    accessKeyId !== LOCAL_KEY.accessKeyId ||
    !region
  )
    return false;
  if (Date.now() > signedAt + seconds * 1000) return false;
  // Sign the same request again (what object-links.ts signed: the path, the non-signing query, the host).
  const [hostname = '', port] = ctx.host.split(':');
  const signer = new SignatureV4({
    service: 's3',
    region,
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
    credentials: LOCAL_KEY,
  });
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: 'http:',
      hostname,
      ...(port ? { port: Number(port) } : {}),
      path: ctx.path,
      query: Object.fromEntries(Object.entries(query).filter(([k]) => !k.startsWith('X-Amz-'))),
      headers: { host: ctx.host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
    },
    { signingDate: new Date(signedAt), expiresIn: seconds },
  );
  const expected = Buffer.from(String(signed.query?.['X-Amz-Signature'] ?? ''));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
