import { cancelledIndexes, transact } from '../lib/transactions';
import { notificationPut } from '../core/notifications';
import { todayIst } from '../core/learner-state';
import { enrolmentsClosingOn, expiryNotePut } from './store';

/**
 * The daily 'about to expire' reminders (a job, decision 0222): every course closing in REMINDER_DAYS days gets
 * its learner a notification linking to it. One Query of gsi2 `EXPIRES#<day>`, and one transaction
 * per enrolment with a marker (`EXPIRYNOTE#<course>#<day>`), so a re-run or a retried job never
 * notifies twice.
 */
export const REMINDER_DAYS = 7;

export async function remindExpiring(now = Date.now()): Promise<{ day: string; reminded: number; already: number }> {
  const day = todayIst(now + REMINDER_DAYS * 86400_000);
  let reminded = 0;
  let already = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await enrolmentsClosingOn(day, ExclusiveStartKey);
    for (const e of page.items) {
      try {
        await transact([
          expiryNotePut(e.userId, e.courseId, day),
          notificationPut(e.userId, {
            message: `${e.courseTitle} closes on ${day}. Finish what is left, or renew it to keep going.`,
            target: { name: 'mycourse', params: { course_id: e.courseId } },
            status: 'warning',
          }),
        ]);
        reminded++;
      } catch (error) {
        if (!cancelledIndexes(error).includes(0)) throw error;
        already++;
      }
    }
    ExclusiveStartKey = page.next;
  } while (ExclusiveStartKey);
  return { day, reminded, already };
}
