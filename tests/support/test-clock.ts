import type { BrowserContext } from 'playwright-core';
import { CLOCK_OFFSET_HEADER } from '../../infra/local/request-clock';

/**
 * A clock an e2e test moves instead of waiting real minutes (decision 0740): the browser's (Playwright's clock,
 * flowing as usual until moved) and the local stack's for this context's requests (each carries the offset
 * header), moved together. Other files' contexts on the same stack keep the real time.
 * Install it on a new context, before its first page: `const clock = await movableClock(context)`.
 */
export interface MovableClock {
  /** What time it is for this context's pages and requests. */
  now(): number;
  /** Jumps forward `ms`: timers due in between fire once, and the server's rules see the later time. */
  forward(ms: number): Promise<void>;
  /** The header to send with a call made outside the browser (TestClient), so it sees the same time. */
  header(): Record<string, string>;
}

export async function movableClock(context: BrowserContext): Promise<MovableClock> {
  let offset = 0;
  await context.clock.install({ time: Date.now() });
  const header = () => ({ [CLOCK_OFFSET_HEADER]: String(offset) });
  return {
    now: () => Date.now() + offset,
    async forward(ms) {
      offset += Math.round(ms);
      // The server first, so the page's checks fired by the jump already see the later time.
      await context.setExtraHTTPHeaders(header());
      await context.clock.fastForward(Math.round(ms));
    },
    header,
  };
}
