import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/api-client';

/**
 * POST v1/events (ADR 0560): the web app's analytics events, taken whole or not at all, and on the
 * local stack kept where a person sees them: the outbox page's "Analytics events" list (on AWS they
 * go to Firehose and S3, tests/infra/analytics-stream.test.ts).
 */
interface Stored {
  event: string;
  page: string;
  params: Record<string, unknown>;
  receivedAt: string;
  requestId: string;
}

async function storedWith(marker: string): Promise<Stored[]> {
  const res = await fetch(`${inject('baseUrl')}/_local/analytics.json`);
  const { items } = (await res.json()) as { items: Stored[] };
  return items.filter((e) => e.params?.marker === marker);
}

const event = (marker: string, name = 'webclient_product_view') => ({
  event: name,
  at: new Date().toISOString(),
  page: '/purchase/101',
  params: { product_id: 101, marker },
});

describe('POST v1/events', () => {
  it('takes a batch without a token and lists it on the local outbox page', async () => {
    const marker = randomUUID();
    const res = await new TestClient().post('/v1/events', {
      events: [event(marker), event(marker, 'purchase_started'), event(marker, 'kids_child_added')],
    });
    expect(res.body).toMatchObject({ status: true, code: 200, data: { accepted: 3 } });
    const stored = await storedWith(marker);
    expect(stored.map((e) => e.event).sort()).toEqual([
      'kids_child_added',
      'purchase_started',
      'webclient_product_view',
    ]);
    expect(new Set(stored.map((e) => e.requestId)).size).toBe(1);
    expect(stored[0]).toMatchObject({ page: '/purchase/101', params: { product_id: 101, marker } });
    // Nothing about who sent it: the route is public and keeps only what the events carry.
    expect(Object.keys(stored[0]!).sort()).toEqual(['at', 'event', 'page', 'params', 'receivedAt', 'requestId']);
    const page = await (await fetch(`${inject('baseUrl')}/_local/outbox`)).text();
    expect(page).toContain('Analytics events');
    expect(page).toContain(marker);
  });

  it.each([
    ['an unknown event', (m: string) => ({ events: [event(m), { ...event(m), event: 'drop_tables' }] }), 422],
    ['a page with a query string', (m: string) => ({ events: [{ ...event(m), page: '/login?otp=123456' }] }), 422],
    ['more than 25 events', (m: string) => ({ events: Array.from({ length: 26 }, () => event(m)) }), 422],
    ['no events', () => ({ events: [] }), 422],
    ['a body over 16 KiB', (m: string) => ({ events: [event(m)], padding: 'x'.repeat(17 * 1024) }), 413],
  ])('refuses %s with the envelope, and stores none of the batch', async (_what, body, code) => {
    const marker = randomUUID();
    const res = await new TestClient().post('/v1/events', body(marker));
    expect(res.status).toBe(code);
    expect(res.body).toMatchObject({ status: false, code });
    expect(await storedWith(marker)).toEqual([]);
  });

  it('refuses a body that is not JSON with a 400, and no body with a 422, never a 500', async () => {
    const res = await new TestClient().call('POST', '/v1/events', undefined, { 'content-type': 'application/json' });
    const broken = await fetch(`${inject('baseUrl')}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'w1' },
      body: '{"events": [',
    });
    expect([res.status, broken.status]).toEqual([422, 400]);
    expect(await broken.json()).toMatchObject({ status: false, code: 400 });
  });

  it('keeps every event of 30 batches sent at once', async () => {
    const marker = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => new TestClient().post('/v1/events', { events: [event(marker), event(marker)] })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(await storedWith(marker)).toHaveLength(60);
  });
});
