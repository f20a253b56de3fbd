import type { APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';

/**
 * API Gateway's authorizer result cache, as the local gateway plays it: the answer for a token
 * (allow or deny) is reused for `ttlSeconds` without calling the authorizer. On AWS the TTL is
 * `rules.authorizerCacheSeconds` (infra/api/api-stack.ts); `npm start` uses the same figure, and
 * the test suites turn it off (AUTHORIZER_CACHE_SECONDS=0) so each refusal is seen at once.
 */
type Decision = APIGatewaySimpleAuthorizerWithContextResult<Record<string, string>>;

export interface AuthorizerCache {
  get(token: string, now?: number): Decision | undefined;
  set(token: string, decision: Decision, now?: number): void;
}

const MAX_ENTRIES = 10_000;

export function authorizerCache(ttlSeconds: () => number): AuthorizerCache {
  const entries = new Map<string, { decision: Decision; until: number }>();
  return {
    get(token, now = Date.now()) {
      const hit = entries.get(token);
      if (hit && hit.until > now) return hit.decision;
      entries.delete(token);
      return undefined;
    },
    set(token, decision, now = Date.now()) {
      const ttl = ttlSeconds();
      if (ttl <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(token, { decision, until: now + ttl * 1000 });
    },
  };
}

/** The TTL the local stack set (handlerEnv in ./stack.ts). */
export function configuredTtl(): number {
  const seconds = Number(process.env.AUTHORIZER_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
}
