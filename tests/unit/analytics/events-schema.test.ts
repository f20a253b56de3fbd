import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_BATCH, postEventsSchema } from '../../../shared/schemas/analytics';

const event = {
  event: 'purchase_success',
  at: '2026-12-01T10:00:00.000Z',
  page: '/payment/success',
  params: { product_id: 101, order_id: 'FL-1' },
};

describe('POST v1/events schema', () => {
  it('takes the spec’s events and the kids_ registration events', () => {
    expect(
      postEventsSchema.safeParse({ events: [event, { ...event, event: 'kids_child_added', params: { grade: 5 } }] })
        .success,
    ).toBe(true);
  });

  it.each([
    ['an unknown event', { ...event, event: 'delete_everything' }],
    ['a prototype name as the event', { ...event, event: '__proto__' }],
    ['a page with a query string', { ...event, page: '/login?otp=123456' }],
    ['a page that is not a path', { ...event, page: 'https://elsewhere.example/' }],
    ['a control character in the page', { ...event, page: '/a\u0000b' }],
    ['a time that is not ISO 8601', { ...event, at: 'yesterday' }],
    ['a nested parameter', { ...event, params: { user: { email: 'a@b.c' } } }],
    ['a parameter name that is not snake case', { ...event, params: { 'Bad-Name': 1 } }],
    ['a string parameter over 120 characters', { ...event, params: { order_id: 'x'.repeat(121) } }],
    [
      'more than 10 parameters',
      { ...event, params: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, i])) },
    ],
  ])('refuses %s', (_what, bad) => {
    expect(postEventsSchema.safeParse({ events: [event, bad] }).success).toBe(false);
  });

  it('refuses an empty batch and one over the limit', () => {
    expect(postEventsSchema.safeParse({ events: [] }).success).toBe(false);
    expect(
      postEventsSchema.safeParse({ events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event) }).success,
    ).toBe(false);
    expect(
      postEventsSchema.safeParse({ events: Array.from({ length: MAX_EVENTS_PER_BATCH }, () => event) }).success,
    ).toBe(true);
  });
});
