import { describe, expect, it } from 'vitest';
import { authorizerCache } from '../../../infra/local/authorizer-cache';

/** The local gateway's copy of API Gateway's authorizer result cache: per token, for the TTL, then asked again. */
describe('the local authorizer result cache', () => {
  const allow = { isAuthorized: true, context: { userId: 'u' } };
  const deny = { isAuthorized: false, context: {} };

  it('serves an answer for its TTL, then no longer', () => {
    const cache = authorizerCache(() => 20);
    cache.set('t1', allow, 1_000);
    cache.set('t2', deny, 1_000);
    expect(cache.get('t1', 20_999)).toBe(allow);
    expect(cache.get('t2', 20_999)).toBe(deny);
    expect(cache.get('t1', 21_000)).toBeUndefined();
    expect(cache.get('t3', 1_000)).toBeUndefined();
  });

  it('keeps nothing when the TTL is 0 (the test suites)', () => {
    const cache = authorizerCache(() => 0);
    cache.set('t1', allow, 1_000);
    expect(cache.get('t1', 1_000)).toBeUndefined();
  });
});
