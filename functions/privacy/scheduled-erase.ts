import { log } from '../lib/log';
import { observed } from '../lib/observe';
import { eraseDue } from './erase';

/** The Jobs stack's hourly run: deleted children and accounts whose undo window ended are erased (decision 0801). */
export const handler = observed(async function handler(): Promise<{ erased: number; skipped: number }> {
  const result = await eraseDue();
  log.info('privacy.erase_run', { erased: result.erased.length, skipped: result.skipped });
  return { erased: result.erased.length, skipped: result.skipped };
});
