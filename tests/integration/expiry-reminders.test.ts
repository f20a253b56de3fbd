import { describe, expect, it } from 'vitest';
import { useLocalStackDirectly } from '../support/direct-env';
import { freshLearner, itemsOf } from '../support/attempts';
import { setFields } from '../support/table';

useLocalStackDirectly();
const { remindExpiring, REMINDER_DAYS } = await import('../../functions/courses/expiry-reminders');
const { todayIst, expiryIndex } = await import('../../functions/core/learner-state');

/**
 * The daily reminder of courses about to close: found through the expiry index, sent once however often the job runs.
 *
 */
describe('courses about to expire', () => {
  it('remind their learner once, a week before', async () => {
    const { userId } = await freshLearner([101]);
    const day = todayIst(Date.now() + REMINDER_DAYS * 86400_000);
    await setFields(`USER#${userId}`, 'COURSE#101#ENROL', {
      closeDate: day,
      courseTitle: 'Everyday English for Adults',
      ...expiryIndex(userId, 101, day),
    });
    const first = await remindExpiring();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const again = await remindExpiring();
    expect(again.already).toBeGreaterThanOrEqual(1);
    const notes = (await itemsOf(userId, 'NOTE#')).filter((n) => String(n.message).includes('closes on'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      message: `Everyday English for Adults closes on ${day}. Finish what is left, or renew it to keep going.`,
      target: { name: 'mycourse', params: { course_id: 101 } },
    });
  });
});
