import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The API's answers compressed as CloudFront compresses them (`compress: true` on the API's behaviour,
 * infra/web/web-stack.ts): Brotli, else gzip, when the browser accepts it, for a compressible type of 1,000 bytes to
 * 10 MB. The built site's files are compressed once per file (site-files.ts); this is for answers made per request.
 */
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

export function compressed(
  body: Buffer,
  contentType: string | undefined,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (body.length < MIN_BYTES || body.length > MAX_BYTES || !COMPRESSIBLE.test(contentType ?? '')) return { body };
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts))
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepts)) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}
