/**
 * The time a request's rules read where a test needs to move it (decision 0740): when a live class's
 * room or a child's speaking-test slot opens. On AWS this is the machine's clock and nothing moves
 * it; only the local stack gives it an offset, one request at a time (infra/local/request-clock.ts),
 * so a test reaches 5 minutes before a class without waiting 5 minutes.
 */
let offset: () => number = () => 0;

export function now(): number {
  return Date.now() + offset();
}

/** Where the offset comes from; only the local stack calls this (no Lambda bundle includes a caller). */
export function offsetClock(source: () => number): void {
  offset = source;
}
