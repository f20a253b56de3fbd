import { log } from '../lib/log';
import { remindExpiring } from './expiry-reminders';
import { observed } from '../lib/observe';

/** The Jobs stack's daily run (09:00 India time): reminders of courses closing in a week. */
export const handler = observed(async function handler(): Promise<{ day: string; reminded: number; already: number }> {
  const result = await remindExpiring();
  log.info('expiry.reminded', result);
  return result;
});
