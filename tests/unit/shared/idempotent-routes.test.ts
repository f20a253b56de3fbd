import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { slimRoutes } from '../../../web/api-routes-define';

/**
 * The route table's `idempotent` flag is what lets the web client send a write again after a failure
 * that leaves open whether it arrived (web/src/lib/retry-policy.ts). It must say exactly what the
 * route's module does: pass `idempotency` to http() (functions/lib/idempotency.ts), so the server
 * does the request once per key. A flag without the module's key handling would double a write.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const passesIdempotency = (handler: string) =>
  /[{,]\s*idempotency\s*[,}]/.test(readFileSync(path.join(root, 'functions', `${handler}.ts`), 'utf8'));

describe('idempotent routes', () => {
  it('are flagged in the table exactly where the module runs a request once per key', () => {
    const mismatched = routeEntries()
      .filter(([, route]) => Boolean(route.idempotent) !== passesIdempotency(route.handler))
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
    expect(
      routeEntries()
        .filter(([, route]) => route.idempotent)
        .map(([id]) => id)
        .sort(),
    ).toEqual([
      'bookChildSlot',
      'bookCoachCall',
      'childProfilePost',
      'customCertificate',
      'orgIssueKeys',
      'processPayment',
      'startAttempt',
      'startPayment',
      'submitAnswer',
    ]);
  });

  it('reach the browser in its slim copy of the table, and only writes are flagged', () => {
    const slim = slimRoutes();
    for (const [id, route] of routeEntries()) {
      expect(slim[id]?.idempotent, id).toBe(route.idempotent ? true : undefined);
      if (route.idempotent) expect(route.method, id).not.toBe('GET');
    }
  });
});
