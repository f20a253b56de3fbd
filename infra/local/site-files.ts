import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';

/**
 * The production build served as CloudFront serves it (infra/web/site-deployment.ts and
 * web-stack.ts), so local Lighthouse figures mean something: Vite's hashed files under assets/
 * are cached for a year and immutable, everything else (index.html, the service worker) is
 * revalidated on every load; text is compressed (Brotli, else gzip) when the browser accepts it,
 * as CloudFront's `compress: true` does; client-side routes get index.html.
 * Compressed copies are made on first request and kept in memory (the build is a few MB at most).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|xml)$/;

interface Entry {
  mtimeMs: number;
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

export function siteFiles(dist: string): (req: IncomingMessage, res: ServerResponse) => void {
  // Everything not compressed (images, fonts, audio, Range requests) goes through sirv.
  const plain = sirv(dist, {
    single: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('cache-control', cacheControlFor(pathname)),
  });
  const cache = new Map<string, Entry>();

  const load = (file: string): Entry | undefined => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const known = cache.get(file);
    if (known && known.mtimeMs === stat.mtimeMs) return known;
    const raw = readFileSync(file);
    const entry = {
      mtimeMs: stat.mtimeMs,
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      raw,
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(raw, { level: 6 }),
    };
    cache.set(file, entry);
    return entry;
  };

  return (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const method = req.method ?? 'GET';
    if ((method !== 'GET' && method !== 'HEAD') || req.headers.range) return plain(req, res);
    let file = path.join(dist, path.normalize(urlPath));
    if (!file.startsWith(dist)) return plain(req, res);
    // A client-side route (no file, no extension) is the app's index.html, as the SPA fallback gives.
    let servedPath = urlPath;
    if (urlPath.endsWith('/') || (!path.extname(urlPath) && !load(file))) {
      file = path.join(dist, 'index.html');
      servedPath = '/index.html';
    }
    if (!COMPRESSIBLE.test(file)) return plain(req, res);
    const entry = load(file);
    if (!entry) return plain(req, res);

    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw;
    const headers: Record<string, string> = {
      'content-type': contentType(file),
      'cache-control': cacheControlFor(servedPath),
      etag: entry.etag,
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === entry.etag) return void res.writeHead(304, headers).end();
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(method === 'HEAD' ? undefined : body);
  };
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

function contentType(file: string): string {
  return types[path.extname(file)] ?? 'application/octet-stream';
}
