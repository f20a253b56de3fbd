import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/api-client';
import { freshLearner } from '../support/attempts';

/**
 * Path parameters (docs/security.md, "Path parameters"): an escape that does not decode, an
 * over-long id or characters no id has answer 400 in the envelope, never 500, token or no token.
 */
const badPath = { status: false, code: 400, message: 'This address is not valid. Please check the link.' };

describe('path parameters', () => {
  it('refuses an undecodable escape with 400, with or without a token', async () => {
    const { client } = await freshLearner([101]);
    for (const caller of [new TestClient(), client]) {
      for (const path of [
        '/v1/fetchattempt/%ZZ',
        '/v1/fetchattempt/%ZZ/1',
        '/v1/courses/%E0%A4',
        '/v1/fetchinstructions/101/%',
        '/v1/nothing/%ZZ',
      ]) {
        const res = await caller.get(path);
        expect({ path, status: res.status, body: res.body }).toMatchObject({ path, status: 400, body: badPath });
      }
    }
  });

  it('refuses ids over 64 characters or with characters no id has, and still finds nothing for a well-formed unknown id', async () => {
    const { client } = await freshLearner([101]);
    const cases = [
      'a'.repeat(65),
      'a'.repeat(1017),
      'a'.repeat(5000),
      'x%20y',
      '%00',
      'ATTEMPT%23',
      '..%2F..',
      'a%0Ab',
      '%F0%9F%98%80',
    ];
    for (const id of cases) {
      for (const path of [
        `/v1/fetchattempt/${id}`,
        `/v1/fetchattempt/${id}/1`,
        `/v1/courses/${id}`,
        `/v1/courses/${id}/1`,
        `/v1/fetchinstructions/101/${id}`,
      ]) {
        const res = await client.get(path);
        expect({ path: path.slice(0, 80), status: res.status, body: res.body }).toMatchObject({
          status: 400,
          body: { ...badPath, data: expect.objectContaining({ fields: expect.any(Object) }) },
        });
      }
    }
    expect((await client.get(`/v1/fetchattempt/${'a'.repeat(64)}`)).body).toMatchObject({
      code: 404,
      message: 'We could not find this test attempt.',
    });
    expect((await client.get('/v1/courses/abc')).body.code).toBe(404);
  });
});
