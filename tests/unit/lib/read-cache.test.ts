import { afterEach, describe, expect, it } from 'vitest';
import { readCache } from '../../../functions/lib/read-cache';

/** The function's short-lived cache of read-mostly items: lifetime, bound, shared loads, failures not kept. */
describe('a read cache', () => {
  afterEach(() => delete process.env.UNIT_CACHE_SECONDS);

  it('serves an entry for its lifetime, then loads again', async () => {
    const cache = readCache<number>('unit', { seconds: 60, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.get('a', load, 59_999)).toBe(1);
    expect(await cache.get('a', load, 60_000)).toBe(2);
  });

  it('shares one load between callers that ask while it runs', async () => {
    const cache = readCache<string>('unit', { seconds: 60, maxEntries: 10 });
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('a', load, 0), cache.get('a', load, 1), cache.get('a', load, 2)])).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = readCache<string>('unit', { seconds: 60, maxEntries: 2 });
    const loads: string[] = [];
    const load = (k: string) => async () => (loads.push(k), k);
    await cache.get('a', load('a'), 0);
    await cache.get('b', load('b'), 0);
    await cache.get('a', load('a'), 1); // a used: b is now the oldest
    await cache.get('c', load('c'), 2);
    await cache.get('a', load('a'), 3);
    await cache.get('b', load('b'), 4);
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed load', async () => {
    const cache = readCache<number>('unit', { seconds: 60, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('throttled')), 0)).rejects.toThrow('throttled');
    expect(await cache.get('a', async () => 7, 1)).toBe(7);
  });

  it('takes its lifetime from the environment, where 0 turns it off', async () => {
    process.env.UNIT_CACHE_SECONDS = '0';
    const cache = readCache<number>('unit', { seconds: 60, maxEntries: 10 });
    let loads = 0;
    await cache.get('a', async () => ++loads, 0);
    expect(await cache.get('a', async () => ++loads, 1)).toBe(2);
  });
});
