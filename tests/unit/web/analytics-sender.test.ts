// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../web/src/lib/analytics';
import { BATCH_SIZE, FLUSH_AFTER_MS, flush, resetAnalyticsQueue } from '../../../web/src/lib/analytics-sender';
import { postEventsSchema } from '../../../shared/schemas/analytics';

/** What each beacon carried: the parsed body of every POST v1/events. */
async function sentBatches(
  beacon: ReturnType<typeof vi.fn>,
): Promise<Array<{ events: Array<Record<string, unknown>> }>> {
  return Promise.all(
    beacon.mock.calls.map(async (call) => {
      const [url, blob] = call as unknown as [string, Blob];
      expect(url).toBe('/v1/events');
      return JSON.parse(await blob.text()) as { events: Array<Record<string, unknown>> };
    }),
  );
}

describe('analytics batches (POST v1/events)', () => {
  let beacon: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    resetAnalyticsQueue();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.history.replaceState(null, '', '/purchase?id=101&coupon=SECRET');
  });

  afterEach(() => {
    resetAnalyticsQueue();
    vi.useRealTimers();
    delete window.dataLayer;
  });

  it('sends nothing at once, then the events of the last few seconds in one request the route accepts', async () => {
    track('webclient_product_view', { product_id: 101 });
    track('purchase_started', { product_id: 101, currency: 'INR', skipped: undefined });
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    const [batch, ...more] = await sentBatches(beacon);
    expect(more).toEqual([]);
    expect(batch!.events.map((e) => [e.event, e.page, e.params])).toEqual([
      ['webclient_product_view', '/purchase', { product_id: 101 }],
      ['purchase_started', '/purchase', { product_id: 101, currency: 'INR' }],
    ]);
    // The query string (a coupon, a code) never leaves the page.
    expect(JSON.stringify(batch)).not.toContain('SECRET');
    expect(postEventsSchema.safeParse(batch).success).toBe(true);
  });

  it('sends a full batch at once without waiting for the timer', async () => {
    for (let i = 0; i < BATCH_SIZE; i += 1) track('recommended_product_click', { product_id: i });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await sentBatches(beacon))[0]!.events).toHaveLength(BATCH_SIZE);
  });

  it('sends what is waiting when the page is hidden or closed', async () => {
    track('preview_course', { course_id: 7 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await sentBatches(beacon))[0]!.events[0]!.event).toBe('preview_course');
    vi.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('cuts long values and drops what the route would refuse, so one odd parameter never loses the batch', async () => {
    track('purchase_failure', { order_id: 'x'.repeat(500), amount: Number.NaN });
    flush();
    const [batch] = await sentBatches(beacon);
    expect(batch!.events[0]!.params).toEqual({ order_id: 'x'.repeat(120), amount: null });
    expect(postEventsSchema.safeParse(batch).success).toBe(true);
  });

  it('falls back to a keepalive fetch when the beacon is refused, and a failed send never throws', async () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    track('report_download');
    flush();
    expect(fetchMock).toHaveBeenCalledWith('/v1/events', expect.objectContaining({ method: 'POST', keepalive: true }));
    await Promise.resolve();
    vi.unstubAllGlobals();
  });
});
