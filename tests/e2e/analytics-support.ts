import { baseUrl } from './auth-support';

/** An analytics event as the local stack stored it (the outbox page's second list; ADR 0560). */
export interface StoredEvent {
  event: string;
  page: string;
  params: Record<string, unknown>;
  /** When the page says it happened (its clock). */
  at: string;
  receivedAt: string;
}

/** The events the local stack received since `since` (ISO time). */
export async function eventsSince(since: string): Promise<StoredEvent[]> {
  const { items } = (await (await fetch(`${baseUrl}/_local/analytics.json`)).json()) as { items: StoredEvent[] };
  return items.filter((e) => e.receivedAt >= since);
}
