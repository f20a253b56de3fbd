import type { AnalyticsEventInput } from '#shared/schemas/analytics';
import { MAX_EVENTS_PER_BATCH } from '#shared/schemas/analytics';
import { buildUrl, routeDef } from './api-request';

/**
 * Sends the analytics events to POST v1/events (ADR 0560) in small batches: at most every
 * FLUSH_AFTER_MS while events come, at once when BATCH_SIZE are waiting, and whatever is left when
 * the page is hidden or closed (sendBeacon survives the page going away). Analytics tolerate loss:
 * a batch that fails is dropped, never retried, and nothing here can break the page.
 */
export const FLUSH_AFTER_MS = 5000;
export const BATCH_SIZE = 10;

let queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

export function enqueue(event: AnalyticsEventInput): void {
  queue.push(event);
  listen();
  if (queue.length >= BATCH_SIZE) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

/** Sends every waiting event now (in requests of at most 25, the route's limit). */
export function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const waiting = queue;
  queue = [];
  for (let start = 0; start < waiting.length; start += MAX_EVENTS_PER_BATCH)
    send(waiting.slice(start, start + MAX_EVENTS_PER_BATCH));
}

function send(events: AnalyticsEventInput[]): void {
  const url = buildUrl(routeDef('postEvents'), undefined);
  const body = JSON.stringify({ events });
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    )
      return;
    // No beacon (or its queue is full): a keepalive fetch also outlives the page.
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
      () => undefined,
    );
  } catch {
    // Analytics never break the page.
  }
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // `pagehide` is the last event a closing tab reliably fires (also on mobile); `hidden` covers a tab switched away
  // from.
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Tests only: forget what is waiting. */
export function resetAnalyticsQueue(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue = [];
}
