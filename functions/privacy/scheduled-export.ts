import { log } from '../lib/log';
import { observed } from '../lib/observe';
import { buildDueExports } from './export-build';

/** The Jobs stack's run every minute: data downloads asked for are built (decision 0802). */
export const handler = observed(async function handler(): Promise<{ built: number; failed: number }> {
  const result = await buildDueExports();
  log.info('privacy.export_run', result);
  return result;
});
