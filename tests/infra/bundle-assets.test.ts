import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { bundleAssets } from '../../infra/constructs/bundling';

describe('files shipped beside a bundle', () => {
  it('name existing files for handlers of the route table', () => {
    const handlers = new Set(routeEntries().map(([, r]) => r.handler));
    for (const [handler, files] of Object.entries(bundleAssets)) {
      expect(handlers.has(handler), handler).toBe(true);
      for (const file of files ?? []) expect(existsSync(file), file).toBe(true);
    }
  });
});
