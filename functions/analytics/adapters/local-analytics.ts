import type { Analytics } from '../analytics-port';
import { localOnly, standsFor } from '../../lib/traffic-recorder';
import { saveLocalEvents } from '../store';

/** The local Analytics adapter: the events in the table (a week), listed by /_local/outbox under "Analytics events". */
export const localAnalytics: Analytics = {
  async put(records) {
    // The traffic recorder hears the one Firehose call this stands for; the table writes are local only.
    standsFor([{ service: 'firehose', operation: 'PutRecordBatch' }]);
    await localOnly(() => saveLocalEvents(records));
  },
};
