import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { routeRowModule } from '../../infra/constructs/route-row';

/**
 * Each route's Lambda bundles a module holding only its row (infra/constructs/route-row.ts): it must be the table's
 * row.
 */
describe('one-row route modules', () => {
  it('hold, for every route, the same row as the table, with the very same schema objects', async () => {
    for (const [id, row] of routeEntries()) {
      const generated = (await import(routeRowModule(id))) as { routes: Record<string, Record<string, unknown>> };
      expect(Object.keys(generated.routes)).toEqual([id]);
      const copy = generated.routes[id]!;
      expect(copy).toEqual(row);
      expect(copy.request).toBe(row.request);
      expect(copy.params).toBe(row.params);
    }
  });
});
