import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../functions/lib/route-match';
import { routeEntries } from '#shared/api/routes';
import { handler as notFound } from '../../../functions/system/routes/not-found';
import { apiEvent, parse } from '../../support/events';

describe('route matching', () => {
  it('finds every route of the table by its own method and path', () => {
    for (const [id, route] of routeEntries()) {
      const path = '/' + route.path.replace(/\{(\w+)\}/g, 'sample-$1');
      const match = matchRoute(route.method, path);
      expect(match.kind === 'route' && match.id).toBe(id);
    }
  });

  it('tells a wrong method (405) from an unknown path (404)', () => {
    expect(matchRoute('DELETE', '/v1/health')).toEqual({ kind: 'methodNotAllowed', allowed: ['GET'] });
    expect(matchRoute('GET', '/v1/health/extra')).toEqual({ kind: 'notFound' });
    expect(matchRoute('GET', '/v1/healt')).toEqual({ kind: 'notFound' });
  });

  it('answers unmatched requests in the envelope, with an Allow header on 405', async () => {
    const unknown = parse(await notFound(apiEvent({ path: '/v1/nothing-here', routeKey: '$default' })));
    expect(unknown).toMatchObject({
      statusCode: 404,
      body: { status: false, code: 404, message: 'There is no such API route.' },
    });
    const wrong = await notFound(apiEvent({ method: 'POST', path: '/v1/health', routeKey: '$default' }));
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers?.allow).toBe('GET');
  });
});
