/**
 * The AWS SDK's logger middleware runs on every call. With no logger configured (ours), it still
 * walks the whole input and output against the operation's schema to mask sensitive fields, only
 * to hand the copies to a logger that drops them: for a transaction of attempt items, a noticeable
 * share of the SDK's CPU per call (docs/performance.md, submitAnswer). The product never logs SDK
 * calls, so the clients go without the middleware; errors still reach the caller unchanged.
 */
export function withoutSdkCallLogging<C extends { middlewareStack: { remove: (name: string) => boolean } }>(
  client: C,
): C {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}
