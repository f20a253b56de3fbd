import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed } from '../../../infra/local/compression';

/** The local API compresses its answers as CloudFront's `compress: true` does (a course's JSON was sent plain). */
describe('the local API’s compression', () => {
  const json = Buffer.from(
    JSON.stringify({ status: true, data: { units: Array(80).fill({ name: 'Unit', done: 1 }) } }),
  );

  it('sends Brotli, else gzip, to a browser that accepts it, and the same bytes come back', () => {
    const br = compressed(json, 'application/json', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
    const gzip = compressed(json, 'application/json; charset=utf-8', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(json)).toBe(true);
  });

  it('leaves small answers, other types and browsers that accept neither as they are, as CloudFront does', () => {
    expect(compressed(Buffer.from('{"status":true}'), 'application/json', 'br').encoding).toBeUndefined();
    expect(compressed(json, 'application/pdf', 'br').encoding).toBeUndefined();
    expect(compressed(json, 'application/json', undefined).encoding).toBeUndefined();
  });
});
