import net from 'node:net';
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { TestClient } from '../support/api-client';

/**
 * The local stack keeps to this machine (docs/local-stack.md, "Security"): the site and API,
 * DynamoDB Local and s3rver listen on 127.0.0.1 only, and the API answers with the headers
 * CloudFront adds in production (the page itself: tests/e2e/security-headers.test.ts).
 */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This machine's addresses other than loopback: what another computer on the network would dial. */
const outward = Object.values(os.networkInterfaces())
  .flat()
  .filter((a): a is os.NetworkInterfaceInfo => Boolean(a && !a.internal && a.family === 'IPv4'))
  .map((a) => a.address);

describe('the local stack', () => {
  const endpoints = inject('endpoints');
  const components = {
    'site and API': new URL(inject('baseUrl')),
    'DynamoDB Local': new URL(endpoints.dynamodb),
    s3rver: new URL(endpoints.s3),
  };

  it.skipIf(outward.length === 0)(
    'listens on 127.0.0.1 only: nothing answers on the machine’s network address',
    async () => {
      for (const [name, url] of Object.entries(components)) {
        const port = Number(url.port);
        expect(await connects('127.0.0.1', port), `${name} on 127.0.0.1`).toBe(true);
        for (const address of outward)
          expect(await connects(address, port), `${name} on ${address}:${port}`).toBe(false);
      }
    },
  );

  it('answers API calls with the production security headers', async () => {
    const res = await new TestClient().get('/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain(
      `img-src 'self' data: blob: ${components.s3rver.origin}`,
    );
  });
});
