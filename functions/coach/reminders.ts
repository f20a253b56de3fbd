import { log } from '../lib/log';
import { messages } from '../lib/messages';
import { isConditionFailure } from '../data/keys';
import { getUser } from '../core/users';
import type { StoredCall } from './calls';
import { callsStartingOn, updateCall } from './store';
import { reminderMessage, type ReminderKind, type ReminderRecipient } from './reminder-message';

/**
 * Call reminders, 24 hours and 15 minutes before (decision 0245), run every 5 minutes by the Jobs stack
 * (and by a timer in the local stack). A run Queries the calls index (functions/coach/call-index.ts)
 * for starts in each reminder's window, marks each call's reminder with a conditional update
 * (`reminded24h`/`reminded15m` = the start it was sent for) and only then sends: two overlapping
 * runs never both send, a moved call is reminded again for its new time, a cancelled call is not.
 * A send that fails takes its mark back, so the next run tries again.
 */
export const JOB_PERIOD_MS = 5 * 60_000;

interface Window {
  kind: ReminderKind;
  leadMs: number;
  /** How late a reminder may still go out (a missed or retried run); the 15-minute one stays before the call. */
  graceMs: number;
}

export const reminderWindows: readonly Window[] = [
  { kind: '24h', leadMs: 24 * 3600_000, graceMs: 2 * 3600_000 },
  { kind: '15m', leadMs: 15 * 60_000, graceMs: 10 * 60_000 },
];

const markOf = (kind: ReminderKind) => `reminded${kind}`;

export interface ReminderRun {
  sent: Array<{ scheduleId: string; kind: ReminderKind }>;
  /** The recipient turned notifications off, or has no address to send to. */
  skipped: number;
  /** Marked by an earlier (or a concurrent) run. */
  already: number;
  failed: number;
}

export async function remindCalls(now = Date.now()): Promise<ReminderRun> {
  const run: ReminderRun = { sent: [], skipped: 0, already: 0, failed: 0 };
  for (const window of reminderWindows) {
    // Starts in (now + lead − grace, now + lead]: due now, and not yet too late to be useful.
    const from = new Date(now + window.leadMs - window.graceMs).toISOString();
    const to = new Date(now + window.leadMs).toISOString();
    for (const call of await callsStarting(from, to)) await remindOne(call, window.kind, run);
  }
  return run;
}

/** Scheduled calls whose start is in (from, to], from the one or two days' index partitions. */
async function callsStarting(from: string, to: string): Promise<StoredCall[]> {
  const days = [...new Set([from.slice(0, 10), to.slice(0, 10)])];
  const calls: StoredCall[] = [];
  for (const day of days) {
    calls.push(...(await callsStartingOn(day, from, to)).filter((c) => c.status === 'scheduled'));
  }
  return calls;
}

async function remindOne(call: StoredCall, kind: ReminderKind, run: ReminderRun): Promise<void> {
  if ((call as unknown as Record<string, unknown>)[markOf(kind)] === call.start) {
    run.already++;
    return;
  }
  const recipient = await recipientOf(call.userId);
  // Spec 01 §2 Settings: reminders are course updates, sent only while the notification setting is on.
  const message =
    recipient && recipient.to.isSubscribe !== false ? await reminderMessage(call, kind, recipient) : undefined;
  if (!message) {
    run.skipped++;
    return;
  }
  if (!(await mark(call, kind))) {
    run.already++;
    return;
  }
  try {
    await messages().send(message);
    run.sent.push({ scheduleId: call.scheduleId, kind });
  } catch (error) {
    log.warn('reminder.send_failed', { scheduleId: call.scheduleId, kind, error: String(error) });
    await unmark(call, kind).catch(() => undefined);
    run.failed++;
  }
}

/** The learner; for a child's speaking-test slot, the parent (a child has no address of its own). */
async function recipientOf(userId: string): Promise<ReminderRecipient | undefined> {
  const user = await getUser(userId);
  if (!user || user.deletedAt || user.mergedInto) return undefined;
  if (user.type !== 'w' || !user.parentId) return { to: user };
  const parent = await getUser(user.parentId);
  return parent ? { to: parent, childName: (user.fullName ?? user.username ?? 'Your child').split(' ')[0] } : undefined;
}

/** Claims the reminder: only if the call is still scheduled at this start and this reminder not yet sent for it. */
async function mark(call: StoredCall, kind: ReminderKind): Promise<boolean> {
  try {
    await updateCall(call.userId, call.scheduleId, {
      UpdateExpression: 'SET #mark = :start',
      ConditionExpression:
        '#status = :scheduled AND #start = :start AND (attribute_not_exists(#mark) OR #mark <> :start)',
      ExpressionAttributeNames: { '#mark': markOf(kind), '#status': 'status', '#start': 'start' },
      ExpressionAttributeValues: { ':start': call.start, ':scheduled': 'scheduled' },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function unmark(call: StoredCall, kind: ReminderKind): Promise<void> {
  await updateCall(call.userId, call.scheduleId, {
    UpdateExpression: 'REMOVE #mark',
    ConditionExpression: '#mark = :start',
    ExpressionAttributeNames: { '#mark': markOf(kind) },
    ExpressionAttributeValues: { ':start': call.start },
  });
}
