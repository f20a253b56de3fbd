import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pipeline, ok } from '../../../functions/lib/http';
import type { RouteDef } from '#shared/api/routes';
import { AppError, catalogue } from '#shared/errors';
import { apiEvent, context, parse } from '../../support/events';

const json = { 'content-type': 'application/json' };
const route: RouteDef = {
  method: 'POST',
  path: 'v1/echo',
  handler: 'test/echo',
  access: 'adult',
  request: z.object({ name: z.string().check(z.minLength(1, 'Name is required')), age: z.optional(z.int()) }),
  maxBodyBytes: 1024,
};
const adult = { userId: 'u1', type: 'T' as const, retail: true };
const echo = pipeline(route, async (req) => ok({ got: req.input, caller: req.caller?.userId }));

async function call(handler: typeof echo, options: Parameters<typeof apiEvent>[0]) {
  return parse(await handler(apiEvent({ method: 'POST', path: '/v1/echo', ...options }), context));
}

describe('the HTTP pipeline', () => {
  it('passes a valid body to the handler and answers with the envelope', async () => {
    const res = await call(echo, { headers: json, body: '{"name":"Asha","age":9}', caller: adult });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: true,
      code: 200,
      message: 'Success',
      data: { got: { name: 'Asha', age: 9 }, caller: 'u1' },
    });
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const res = await call(echo, { headers: json, body: '{"name": "Asha",', caller: adult });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      status: false,
      code: 400,
      message: catalogue.malformedJson.message,
      data: { error: 'malformedJson' },
    });
  });

  it('refuses a body that is not JSON by content type with 415', async () => {
    const res = await call(echo, { headers: { 'content-type': 'text/plain' }, body: 'name=Asha', caller: adult });
    expect(res.statusCode).toBe(415);
    expect(res.body.message).toBe(catalogue.unsupportedMediaType.message);
  });

  it('accepts JSON content types with a charset or a +json suffix', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.fluentia+json']) {
      const res = await call(echo, { headers: { 'content-type': type }, body: '{"name":"A"}', caller: adult });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a body over the route limit with 413 before parsing it', async () => {
    const res = await call(echo, { headers: json, body: JSON.stringify({ name: 'x'.repeat(2000) }), caller: adult });
    expect(res.statusCode).toBe(413);
    expect(res.body.message).toBe('The request body is too large (at most 1 KB).');
  });

  it('reports every invalid field and leads with the first message verbatim', async () => {
    const res = await call(echo, { headers: json, body: '{"name":"","age":"nine"}', caller: adult });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Name is required');
    expect(res.body.data).toMatchObject({ error: 'validation', fields: { name: 'Name is required' } });
    expect(Object.keys(res.body.data.fields as object)).toContain('age');
  });

  it('answers a protected route without a caller with Token is missing', async () => {
    const res = await call(echo, { headers: json, body: '{"name":"A"}' });
    expect(res.body).toMatchObject({ status: false, code: 401, message: 'Token is missing' });
  });

  it('refuses a junior on an adult route, and a parent acting for a child', async () => {
    const junior = await call(echo, {
      headers: json,
      body: '{"name":"A"}',
      caller: { userId: 'j', type: 'w', retail: false },
    });
    expect(junior.statusCode).toBe(403);
    const acting = await call(echo, {
      headers: json,
      body: '{"name":"A"}',
      caller: { userId: 'c', type: 'w', retail: false, actingParentId: 'p' },
    });
    expect(acting.statusCode).toBe(403);
  });

  it('never sends internals: an unexpected error becomes a plain 500 envelope', async () => {
    const broken = pipeline(route, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await call(broken, { headers: json, body: '{"name":"A"}', caller: adult });
    expect(res.statusCode).toBe(500);
    expect(res.body.message).toBe(catalogue.internal.message);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|stack|Error:/);
  });

  it('maps a throttled dependency to 503, and an AppError to its own status', async () => {
    const throttled = pipeline(route, async () => {
      throw Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    });
    expect((await call(throttled, { headers: json, body: '{"name":"A"}', caller: adult })).statusCode).toBe(503);
    // Cognito over its UserAuthentication quota on an olympiad morning: a 503 the web retries, not a 500.
    const cognito = pipeline(route, async () => {
      throw Object.assign(new Error('Too many requests'), { name: 'TooManyRequestsException' });
    });
    expect((await call(cognito, { headers: json, body: '{"name":"A"}', caller: adult })).statusCode).toBe(503);
    const refused = pipeline(route, async () => {
      throw new AppError('forbidden', { message: 'Not your child.' });
    });
    const res = await call(refused, { headers: json, body: '{"name":"A"}', caller: adult });
    expect(res.body).toMatchObject({ code: 403, message: 'Not your child.' });
  });

  it('sends envelope code 204 (finished) as HTTP 200 so the body survives', async () => {
    const done = pipeline(route, async () => ok(null, 'Test finished', 204));
    const res = await call(done, { headers: json, body: '{"name":"A"}', caller: adult });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, code: 204, message: 'Test finished' });
  });

  it('validates the query string of a GET route', async () => {
    const get = pipeline(
      {
        ...route,
        method: 'GET',
        access: 'public',
        request: z.object({ page: z.coerce.number().check(z.int(), z.minimum(1)) }),
      },
      async (req) => ok(req.input),
    );
    const good = parse(await get(apiEvent({ path: '/v1/echo?page=2' }), context));
    expect(good.body.data).toEqual({ page: 2 });
    const bad = parse(await get(apiEvent({ path: '/v1/echo?page=zero' }), context));
    expect(bad.statusCode).toBe(422);
  });
});

describe('a provider’s form post', () => {
  const form = {
    ...route,
    path: 'v1/providerform',
    access: 'public' as const,
    form: true,
    request: z.record(z.string(), z.string()),
  };
  const back = pipeline(form, async (req) => ({
    data: null,
    redirect: `/paymentprocess?got=${Object.keys(req.input as unknown as object)
      .sort()
      .join(',')}`,
  }));

  it('reads a URL-encoded form on a route that takes one, and may answer with a 303 redirect', async () => {
    const res = await back(
      apiEvent({
        method: 'POST',
        path: '/v1/providerform',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'ORDERID=FL-1&STATUS=TXN_SUCCESS',
      }),
      context,
    );
    expect(res).toMatchObject({
      statusCode: 303,
      headers: { location: '/paymentprocess?got=ORDERID,STATUS', 'cache-control': 'no-store' },
      body: '',
    });
  });

  it('refuses a form on a route that takes JSON only', async () => {
    const res = await call(echo, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Asha',
      caller: adult,
    });
    expect(res.statusCode).toBe(415);
  });
});
