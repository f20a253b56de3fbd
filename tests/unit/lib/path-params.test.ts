import { describe, expect, it } from 'vitest';
import { pathParamNames, routeEntries, type RouteDef } from '#shared/api/routes';
import { pathId } from '#shared/schemas/path-params';
import { ok, pipeline } from '../../../functions/lib/http';
import { isDecodablePath, matchRoute } from '../../../functions/lib/route-match';
import { apiEvent, context, parse } from '../../support/events';

/**
 * Every path parameter has a schema in the route table, and the one pipeline checks it (docs/security.md, "Path
 * parameters").
 */
describe('path parameters', () => {
  it('each `{name}` of the route table has a schema, and no schema names a parameter the path lacks', () => {
    for (const [id, route] of routeEntries()) {
      const names = pathParamNames(route);
      expect(Object.keys((route as RouteDef).params ?? {}).sort(), id).toEqual([...names].sort());
    }
  });

  it('a route module whose path has a parameter without a schema does not load', () => {
    const route: RouteDef = { method: 'GET', path: 'v1/things/{thingId}', handler: 'test/thing', access: 'public' };
    expect(() => pipeline(route, async () => ok(null))).toThrow(/thingId/);
  });

  it('refuses a parameter outside its schema with 400 before the handler runs', async () => {
    const route: RouteDef = {
      method: 'GET',
      path: 'v1/things/{thingId}',
      handler: 'test/thing',
      access: 'public',
      params: { thingId: pathId },
    };
    let ran = 0;
    const handler = pipeline(route, async (req) => {
      ran += 1;
      return ok(req.params);
    });
    const call = async (thingId: string) =>
      parse(await handler(apiEvent({ path: `/v1/things/x`, pathParameters: { thingId } }), context));
    // As API Gateway could hand over an escape it did not decode, a kilobyte of id, a NUL, a prefix.
    for (const bad of ['%ZZ', 'a'.repeat(1017), 'a\u0000', 'a b', '']) {
      expect(await call(bad), JSON.stringify(bad).slice(0, 20)).toMatchObject({
        statusCode: 400,
        body: { status: false, code: 400, data: { fields: { thingId: expect.any(String) } } },
      });
    }
    expect(ran).toBe(0);
    expect(await call('3f1c-AB_9')).toMatchObject({ statusCode: 200, body: { data: { thingId: '3f1c-AB_9' } } });
  });

  it('route matching survives an undecodable escape (the local server answers 400 before it)', () => {
    expect(isDecodablePath('/v1/fetchattempt/%ZZ')).toBe(false);
    expect(isDecodablePath('/v1/fetchattempt/a%20b')).toBe(true);
    expect(matchRoute('GET', '/v1/fetchattempt/%ZZ')).toMatchObject({
      kind: 'route',
      id: 'fetchAttempt',
      params: { attemptId: '%ZZ' },
    });
  });
});
