import { log } from '../lib/log';
import { remindCalls, type ReminderRun } from './reminders';
import { observed } from '../lib/observe';

/** The Jobs stack's run every 5 minutes (and the local stack's timer): call reminders 24 hours and 15 minutes ahead. */
export const handler = observed(async function handler(): Promise<Omit<ReminderRun, 'sent'> & { sent: number }> {
  const run = await remindCalls();
  const summary = { ...run, sent: run.sent.length };
  log.info('coach.reminders', summary);
  return summary;
});
