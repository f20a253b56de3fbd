import { FirehoseClient, PutRecordBatchCommand } from '@aws-sdk/client-firehose';
import { config, required } from '../../lib/config';
import { log } from '../../lib/log';
import type { Analytics } from '../analytics-port';
import { traced } from '../../lib/trace-calls';

/**
 * Firehose → S3 (ADR 0560): one PutRecordBatch per request (a batch is at most 25 records, far
 * under Firehose's 500). Each record is one JSON line, so the S3 objects Firehose writes are JSON
 * Lines that Athena reads as they are. Records Firehose refuses (FailedPutCount) are logged and
 * dropped: an analytics event is not worth a retry loop on the learner's request.
 */
let client: FirehoseClient | undefined;

export const awsAnalytics: Analytics = {
  async put(records) {
    client ??= traced(new FirehoseClient({ region: config().region }));
    const encoder = new TextEncoder();
    const result = await client.send(
      new PutRecordBatchCommand({
        DeliveryStreamName: required('ANALYTICS_STREAM', 'Analytics'),
        Records: records.map((record) => ({ Data: encoder.encode(`${JSON.stringify(record)}\n`) })),
      }),
    );
    if (result.FailedPutCount)
      log.warn('Analytics records refused by Firehose', { failed: result.FailedPutCount, sent: records.length });
  },
};
