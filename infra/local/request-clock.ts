import { AsyncLocalStorage } from 'node:async_hooks';
import { offsetClock } from '../../functions/lib/clock';

/**
 * The local stack's clock for tests (decision 0740): a request with `x-local-clock-offset: <ms>` is
 * answered as if it came that much later, for the rules that read functions/lib/clock.ts. The offset
 * holds for that request only, so test files running in parallel against one stack keep their own
 * time. AWS has no such header: nothing there reads it, and its functions' clock has no offset.
 */
export const CLOCK_OFFSET_HEADER = 'x-local-clock-offset';
const MAX_OFFSET_MS = 366 * 86_400_000;
const offsets = new AsyncLocalStorage<number>();
offsetClock(() => offsets.getStore() ?? 0);

/** Runs `answer` with the request's clock offset, when it carries a whole number of milliseconds within a year. */
export function withRequestClock<T>(header: string | string[] | undefined, answer: () => Promise<T>): Promise<T> {
  const offset = typeof header === 'string' && /^-?\d{1,11}$/.test(header) ? Number(header) : 0;
  return offset !== 0 && Math.abs(offset) <= MAX_OFFSET_MS ? offsets.run(offset, answer) : answer();
}
