import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useLocalStackDirectly } from '../support/direct-env';
import { freshLearner } from '../support/attempts';
import { getItem, partition, setFields } from '../support/table';

useLocalStackDirectly();
const { remindCalls } = await import('../../functions/coach/reminders');
const { bookCall, rescheduleCall, cancelCall } = await import('../../functions/coach/calls');
const { courseCoaching } = await import('../../functions/coach/coaching');

/**
 * Call reminders 24 hours and 15 minutes before (functions/coach/reminders.ts), with the job's clock
 * injected: each sent once however often (or however concurrently) the job runs, by e-mail with an
 * `.ics` invitation, only while the learner's notification setting is on; a moved call is reminded
 * for its new time and a cancelled one not at all. Calls are put years ahead at random minutes, so
 * other files' bookings never share their windows.
 */
const HOUR = 3600_000;

function farStart(): string {
  const base = Date.UTC(2031 + randomInt(0, 30), randomInt(0, 12), randomInt(1, 28), randomInt(0, 24));
  return new Date(base + randomInt(0, 2) * 30 * 60_000).toISOString();
}

async function bookedLearner(options: { notifications?: boolean } = {}) {
  const learner = await freshLearner([487]);
  const email = `${learner.userId}@example.com`;
  await setFields(`USER#${learner.userId}`, 'PROFILE', {
    phone: '9123456780',
    email,
    fullName: 'Kavya Reddy',
    ...(options.notifications === false ? { isSubscribe: false } : {}),
  });
  const { coaching, coach } = (await courseCoaching(487))!;
  const start = farStart();
  const call = await bookCall(learner.userId, coaching, coach, start, new Date(Date.parse(start) - 72 * HOUR));
  return { ...learner, email, call, coaching, coach };
}

async function sentTo(email: string) {
  return (await partition('OUTBOX')).filter((m) => m.to === email);
}

const mine = (run: Awaited<ReturnType<typeof remindCalls>>, scheduleId: string) =>
  run.sent.filter((s) => s.scheduleId === scheduleId).map((s) => s.kind);

describe('call reminders', () => {
  it('go 24 hours and 15 minutes before, once each, by e-mail with a calendar invitation', async () => {
    const { call, email } = await bookedLearner();
    const start = Date.parse(call.start);
    // Too early for either: nothing.
    expect(mine(await remindCalls(start - 25 * HOUR), call.scheduleId)).toEqual([]);
    // The 24-hour reminder, three runs racing and one after: sent once.
    const runs = await Promise.all([0, 1, 2].map(() => remindCalls(start - 24 * HOUR + 60_000)));
    expect(runs.flatMap((r) => mine(r, call.scheduleId))).toEqual(['24h']);
    expect(mine(await remindCalls(start - 23 * HOUR), call.scheduleId)).toEqual([]);
    let mails = await sentTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Reminder: your coach call starts in 24 hours' });
    const ics = mails[0]!.attachments[0];
    expect(ics).toMatchObject({ fileName: 'fluentia-call.ics', contentType: expect.stringContaining('text/calendar') });
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain(`UID:${call.scheduleId}@fluentia.app`);
    expect(ics.content).toContain(`DTSTART:${call.start.replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(ics.content).toContain('SUMMARY:Coach call with Meera Krishnan');

    // The 15-minute reminder, at most one run late (10 minutes before is still in time).
    expect(mine(await remindCalls(start - 10 * 60_000), call.scheduleId)).toEqual(['15m']);
    expect(mine(await remindCalls(start - 9 * 60_000), call.scheduleId)).toEqual([]);
    mails = await sentTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Reminder: your coach call starts in 15 minutes',
      'Reminder: your coach call starts in 24 hours',
    ]);
    expect(await getItem(`USER#${call.userId}`, `CALL#${call.scheduleId}`)).toMatchObject({
      reminded24h: call.start,
      reminded15m: call.start,
    });
  });

  it('are not sent to a learner who turned notifications off', async () => {
    const { call, email } = await bookedLearner({ notifications: false });
    const run = await remindCalls(Date.parse(call.start) - 24 * HOUR);
    expect(mine(run, call.scheduleId)).toEqual([]);
    expect(await remindCalls(Date.parse(call.start) - 15 * 60_000).then((r) => mine(r, call.scheduleId))).toEqual([]);
    expect(await sentTo(email)).toEqual([]);
  });

  it('follow a moved call to its new time, and stop for a cancelled one', async () => {
    const { call, email } = await bookedLearner();
    await remindCalls(Date.parse(call.start) - 24 * HOUR);
    const moved = await rescheduleCall(call, new Date(Date.parse(call.start) + 48 * HOUR).toISOString(), 'Travelling');
    // Nothing more at the old time; the new time gets its own 24-hour reminder.
    expect(mine(await remindCalls(Date.parse(call.start) - 15 * 60_000), call.scheduleId)).toEqual([]);
    expect(mine(await remindCalls(Date.parse(moved.start) - 24 * HOUR), call.scheduleId)).toEqual(['24h']);
    await cancelCall(moved, 'Not needed');
    expect(mine(await remindCalls(Date.parse(moved.start) - 15 * 60_000), call.scheduleId)).toEqual([]);
    expect(await sentTo(email)).toHaveLength(2);
  });
});
