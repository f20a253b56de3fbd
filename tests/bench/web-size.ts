import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * The web app's initial JavaScript: the entry script and every chunk index.html preloads, gzipped.
 * Lazy route chunks are not counted; they load when their screen opens.
 */
const webDir = path.resolve(import.meta.dirname, '../../web');

export async function measureInitialJs(): Promise<{ files: number; gzipBytes: number }> {
  await build({ configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'warn' });
  const dist = path.join(webDir, 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1] as string);
  const gzipBytes = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(dist, src.replace(/^\//, '')))).length, 0);
  return { files: scripts.length, gzipBytes };
}
