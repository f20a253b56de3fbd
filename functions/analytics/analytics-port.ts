import type { AnalyticsEventInput } from '#shared/schemas/analytics';

/**
 * The Analytics port (ADR 0560): where the spec's analytics events go. On AWS one Firehose
 * PutRecordBatch per request, delivered to S3 (./adapters/aws-analytics.ts); locally the table's
 * `ANALYTICS` partition that the outbox page lists (./adapters/local-analytics.ts). `analytics()` in
 * ./analytics.ts picks the adapter by the world (lib/config.ts).
 */
export interface AnalyticsRecord extends AnalyticsEventInput {
  /** When the server took it (ISO 8601). */
  receivedAt: string;
  /** The API request that carried it: the events of one batch share it. */
  requestId: string;
}

export interface Analytics {
  /** Stores a batch. Analytics tolerate loss: a record the destination refuses is counted in the log, not retried. */
  put(records: readonly AnalyticsRecord[]): Promise<void>;
}
