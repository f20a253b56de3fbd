import { world } from '../lib/config';
import { importFromSource } from '../lib/import-beside';
import type { Analytics } from './analytics-port';
import { awsAnalytics } from './adapters/aws-analytics';

export type { Analytics } from './analytics-port';

/**
 * The Analytics adapter of this world (./analytics-port.ts). Firehose is the one call of the events
 * function, so it is bundled; the local adapter runs only from source and is in no bundle.
 */
const local: Analytics = {
  async put(records) {
    const { localAnalytics } = await importFromSource<{ localAnalytics: Analytics }>(
      './adapters/local-analytics.ts',
      import.meta.url,
    );
    await localAnalytics.put(records);
  },
};

export function analytics(): Analytics {
  return world() === 'aws' ? awsAnalytics : local;
}
