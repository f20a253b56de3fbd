import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CourseDetails } from '#shared/api/contract';
import type { CallView, CoachSlots } from '#shared/api/contract-coach';
import { CLOCK_OFFSET_HEADER } from '../../infra/local/request-clock';
import { freshLearner } from '../support/attempts';
import { liveCourseAt } from '../support/live-course';
import { setFields } from '../support/table';

/**
 * The clock a test moves (decision 0740): the local stack answers a request carrying
 * `x-local-clock-offset: <ms>` as if it came that much later, for that request only, in the rules
 * that read functions/lib/clock.ts (a live class's room, Join Call). Any other value is ignored.
 */
type Learner = Awaited<ReturnType<typeof freshLearner>>;
const SIX_MINUTES = 6 * 60_000;
const moved = (offset?: string): Record<string, string> =>
  offset === undefined ? {} : { [CLOCK_OFFSET_HEADER]: offset };

/** A learner of a live course whose one class starts in 10 to 11 minutes: its room opens in 5 to 6. */
async function liveLearner(): Promise<{ learner: Learner; room: (offset?: string) => Promise<string | null> }> {
  const courseId = await liveCourseAt([Date.now() + 11 * 60_000]);
  const learner = await freshLearner([courseId]);
  // The course's first element is its first class (a live course is its classes).
  const room = async (offset?: string) =>
    (await learner.client.call<CourseDetails>('GET', `/v1/courses/${courseId}`, undefined, moved(offset))).body.data
      .units[0]!.course_elements[0]!.live_class_url;
  return { learner, room };
}

describe('a request’s own clock on the local stack', () => {
  it('opens a live class’s room for the request that says it is later, and for no other', async () => {
    const { room } = await liveLearner();
    expect(await room()).toBeNull();
    const [later, beside] = await Promise.all([room(String(SIX_MINUTES)), room()]);
    expect(later).toMatch(/^https:\/\/live\.fluentia\.app\/class\?/);
    expect(beside).toBeNull();
    expect(await room()).toBeNull();
  });

  it('gives a coach call’s Join link from 5 minutes before its start on the moved clock', async () => {
    const { client, userId } = await freshLearner([487]);
    await setFields(`USER#${userId}`, 'PROFILE', {
      phone: '9123456780',
      email: `${userId}@example.com`,
      fullName: 'Kavya Reddy',
    });
    const offer = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.slots;
    // Any free slot, drawn at random: other files book this coach meanwhile, by position in the offer.
    let booked: CallView | undefined;
    for (let tries = 0; !booked && tries < 5; tries++) {
      const start = offer[randomInt(offer.length)];
      const res = await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start });
      if (res.status === 200) booked = res.body.data;
    }
    const start = new Date(Date.now() + 10 * 60_000);
    await setFields(`USER#${userId}`, `CALL#${booked!.schedule_id}`, {
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    });
    const upcoming = async (offset?: string) =>
      (await client.call<CoachSlots>('GET', '/v1/coach_slots/487', undefined, moved(offset))).body.data.upcoming;
    expect((await upcoming())?.call_url).toBeNull();
    expect((await upcoming(String(SIX_MINUTES)))?.call_url).toBe('https://meet.fluentia.app/coach-meera');
  });

  it('ignores an offset that is not a whole number of milliseconds within a year', async () => {
    const { room } = await liveLearner();
    for (const offset of ['soon', '360000.5', '3.6e5', '+360000', '0x57e40', String(400 * 86_400_000), ''])
      expect(await room(offset), offset).toBeNull();
  });
});
