import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { RouteDef } from '#shared/api/routes';
import { AppError } from '#shared/errors';
import { atLeast } from '../../../functions/lib/floor';
import { ok, pipeline } from '../../../functions/lib/http';
import { apiEvent, context } from '../../support/events';
import { rules } from '../../../functions/core/security-rules';

/**
 * The timing floor on sign-in answers (docs/security.md): whichever path the work took, fast or slow,
 * success or refusal, the answer leaves at the same moment. A fake clock, so nothing here is timed.
 */
function fakeClock() {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    advance: (ms: number) => (now += ms),
    clock: { now: () => now, sleep: async (ms: number) => void (slept.push(ms), (now += ms)) },
  };
}

describe('atLeast (the answer floor)', () => {
  it('makes a short success and a short refusal leave at the floor', async () => {
    const a = fakeClock();
    const known = await atLeast(250, async () => (a.advance(90), 'account'), a.clock);
    const b = fakeClock();
    const unknown = atLeast(250, async () => (b.advance(20), Promise.reject(new Error('loginFailed'))), b.clock);
    await expect(unknown).rejects.toThrow('loginFailed');
    expect(known).toBe('account');
    expect([a.clock.now(), b.clock.now()]).toEqual([250, 250]);
  });

  it('adds nothing to work that already took longer than the floor', async () => {
    const c = fakeClock();
    await atLeast(250, async () => void c.advance(400), c.clock);
    expect(c.slept).toEqual([]);
    expect(c.clock.now()).toBe(400);
  });

  it('has floors above what the sign-in and send paths take', () => {
    // scrypt (~40 ms) plus a few reads and writes; a send adds the message. Measured by `npm run bench`.
    expect(rules.signInFloorMs).toBeGreaterThanOrEqual(200);
    expect(rules.sendCodeFloorMs).toBeGreaterThanOrEqual(rules.signInFloorMs);
  });
});

describe('a route with floorMs in the HTTP pipeline', () => {
  it('holds a refusal as long as a success (fake timers: nothing here waits)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const route: RouteDef = {
        method: 'POST',
        path: 'v1/floor',
        handler: 'test/floor',
        access: 'public',
        request: z.object({ known: z.boolean() }),
      };
      const handler = pipeline(
        route,
        async (req) => {
          if (!(req.input as unknown as { known: boolean }).known) throw new AppError('loginFailed');
          return ok('account');
        },
        { floorMs: 250 },
      );
      const answered: string[] = [];
      for (const known of [true, false]) {
        void handler(
          apiEvent({
            method: 'POST',
            path: '/v1/floor',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ known }),
          }),
          context,
        ).then(() => answered.push(String(known)));
      }
      await vi.advanceTimersByTimeAsync(249);
      expect(answered).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(answered.sort()).toEqual(['false', 'true']);
    } finally {
      vi.useRealTimers();
    }
  });
});
