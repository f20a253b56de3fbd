import { describe, expect, inject, it } from 'vitest';
import { catalogue } from '#shared/errors';
import { signUp } from '../support/accounts';
import { TestClient } from '../support/api-client';

/**
 * Only CloudFront may call the API (decision 0860; docs/security.md, "The edge"). The local server
 * plays CloudFront on the site's port and the API origin on a port of its own, so a request straight
 * to the origin is the one that would skip CloudFront on AWS.
 */
const origin = inject('endpoints').apiOrigin;

async function direct(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await fetch(origin + path, {
    method,
    headers: { platform: 'w1', 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { status?: boolean; code?: number; message: string } };
}

describe('the API origin without CloudFront', () => {
  it('refuses a public route with the API’s 403 envelope before its handler runs', async () => {
    const res = await direct('GET', '/v1/health');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: false, code: 403, message: catalogue.forbidden.message });
  });

  it('refuses a code-sending route, so nothing is sent around the edge', async () => {
    const res = await direct('POST', '/v1/otplogin', {}, { login_id: '9876500001' });
    expect(res.status).toBe(403);
  });

  it('refuses a forged origin header as it refuses none', async () => {
    const res = await direct('GET', '/v1/health', { 'x-origin-verify': 'a guess' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(catalogue.forbidden.message);
  });

  it('an unknown path too', async () => {
    expect((await direct('GET', '/v1/no-such-route')).status).toBe(403);
  });

  it('a protected route: no origin header is API Gateway’s 401, a forged one the authorizer’s 403', async () => {
    const { client } = await signUp();
    const token = client.token!;
    expect((await direct('GET', '/v1/validateuser', { 'access-token': token })).status).toBe(401);
    const forged = await direct('GET', '/v1/validateuser', { 'access-token': token, 'x-origin-verify': 'a guess' });
    expect(forged).toEqual({ status: 403, body: { message: 'Forbidden' } });
    // Through CloudFront the same token is served.
    expect((await client.get('/v1/validateuser')).status).toBe(200);
  });

  it('through CloudFront, a browser cannot set the origin header or the viewer address itself', async () => {
    const client = new TestClient();
    const res = await client.call('GET', '/v1/health', undefined, {
      'x-origin-verify': 'a guess',
      'x-viewer-address': '203.0.113.50',
    });
    expect(res.status).toBe(200);
  });
});
