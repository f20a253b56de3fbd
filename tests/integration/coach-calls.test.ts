import { describe, expect, it } from 'vitest';
import type { CallHistoryRow, CallView, CoachSlots } from '#shared/api/contract-coach';
import { freshLearner, itemsOf } from '../support/attempts';
import { putItem, setFields } from '../support/table';
import { outboxCount } from '../support/api-client';

/**
 * Coach calls through the local API against the seeded coach (course 487): free slots, booking by a
 * conditional write (20 learners racing for one slot get one booking), one call at a time, the
 * course's call count, the profile rule, reschedule and cancel rules with the spec's messages, and a
 * business-to-business cancel request that stays pending.
 */
async function coachLearner(options: { orgId?: string; profile?: boolean } = {}) {
  const learner = await freshLearner([487], options.orgId ? { orgId: options.orgId } : {});
  if (options.profile !== false)
    await setFields(`USER#${learner.userId}`, 'PROFILE', {
      phone: '9123456780',
      email: `${learner.userId}@example.com`,
      fullName: 'Kavya Reddy',
    });
  return learner;
}

const slots = async (client: Awaited<ReturnType<typeof coachLearner>>['client']) =>
  (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data;

describe('booking a coach call', () => {
  it('offers free 30-minute slots in the coach’s hours and books one; the slot then goes', async () => {
    const { client, userId } = await coachLearner();
    const offer = await slots(client);
    expect(offer).toMatchObject({
      coach_name: 'Meera Krishnan',
      total_calls: null,
      calls_booked: 0,
      upcoming: null,
      is_b2b_user: false,
      needs_details: false,
    });
    expect(offer.slots.length).toBeGreaterThan(20);
    const start = offer.slots[3]!;
    const booked = await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start });
    expect(booked.body).toMatchObject({
      code: 200,
      data: { start, call_status: '', call_url: null, coach_name: 'Meera Krishnan' },
    });
    const after = await slots(client);
    expect(after.slots).not.toContain(start);
    expect(after).toMatchObject({ calls_booked: 1, upcoming: { start } });
    const history = (await client.get<CallHistoryRow[]>('/v1/coach_call_history')).body.data;
    expect(history).toEqual([
      expect.objectContaining({
        call_time: `${start} to ${booked.body.data.end}`,
        call_type: 'Coach call',
        call_status: '',
      }),
    ]);
    expect((await itemsOf(userId, 'NOTE#')).map((n) => n.message)).toContain(
      'Your coach call with Meera Krishnan is booked.',
    );
    // The e-mail copy, because notifications are on; a learner who turned them off gets none.
    expect(await outboxCount(`${userId}@example.com`)).toBe(1);
    const quiet = await coachLearner();
    await setFields(`USER#${quiet.userId}`, 'PROFILE', { isSubscribe: false });
    await quiet.client.post('/v1/book_coach_call', { course_id: 487, start: after.slots[2] });
    expect(await outboxCount(`${quiet.userId}@example.com`)).toBe(0);
  });

  it('gives one slot to one of 20 learners racing for it', async () => {
    const learners = await Promise.all(Array.from({ length: 20 }, () => coachLearner()));
    const start = (await slots(learners[0]!.client)).slots.at(-1)!;
    const answers = await Promise.all(
      learners.map((l) => l.client.post('/v1/book_coach_call', { course_id: 487, start })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    // Every other learner hears that someone just booked it, whichever check saw the booking first.
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(19);
    expect(
      answers
        .filter((a) => a.body.code === 409)
        .every((a) => a.body.message === 'Someone has just booked this time. Please choose another slot.'),
    ).toBe(true);
  });

  it('refuses a second call at once, a call without phone and e-mail, a time the coach does not offer, and beyond the course’s expiry', async () => {
    const { client, userId } = await coachLearner();
    const offer = await slots(client);
    await client.post('/v1/book_coach_call', { course_id: 487, start: offer.slots[5] });
    expect((await client.post('/v1/book_coach_call', { course_id: 487, start: offer.slots[6] })).body).toMatchObject({
      code: 409,
      message: 'You already have a call booked. Join it or reschedule it before booking another.',
    });

    const noProfile = await coachLearner({ profile: false });
    expect(
      (await noProfile.client.post('/v1/book_coach_call', { course_id: 487, start: offer.slots[7] })).body,
    ).toMatchObject({ code: 409, message: 'Please update your mobile number and email id before scheduling call.' });

    const other = await coachLearner();
    expect(
      (await other.client.post('/v1/book_coach_call', { course_id: 487, start: '2030-01-01T00:00:00.000Z' })).body.code,
    ).toBe(422);
    await setFields(`USER#${other.userId}`, 'COURSE#487#ENROL', { closeDate: offer.slots[0]!.slice(0, 10) });
    const late = offer.slots.find((s) => s.slice(0, 10) > offer.slots[0]!.slice(0, 10))!;
    expect((await other.client.post('/v1/book_coach_call', { course_id: 487, start: late })).body).toMatchObject({
      code: 409,
      message: 'You cannot schedule a call beyond your course expiry date.',
    });
    expect(await itemsOf(userId, 'CALL#')).toHaveLength(1);
  });

  it('never books more calls than a course has; course 487 has no cap (spec 02 §9 "coach unlimited")', async () => {
    // A coach course with a cap of 2 calls (test-only coaching of the seeded coach).
    await putItem({
      pk: 'COURSE#9487',
      sk: 'COACHING',
      entity: 'coaching',
      course_id: 9487,
      coach_id: 'coach-meera',
      total_calls: 2,
      reschedules_per_call: 2,
    });
    const capped = await freshLearner([9487]);
    await setFields(`USER#${capped.userId}`, 'PROFILE', {
      phone: '9123456780',
      email: `${capped.userId}@example.com`,
      fullName: 'Kavya Reddy',
    });
    await setFields(`USER#${capped.userId}`, 'COURSE#9487#ENROL', { callsBooked: 2 });
    const cappedOffer = (await capped.client.get<CoachSlots>('/v1/coach_slots/9487')).body.data;
    expect(cappedOffer).toMatchObject({ total_calls: 2, calls_booked: 2 });
    expect(
      (await capped.client.post('/v1/book_coach_call', { course_id: 9487, start: cappedOffer.slots[8] })).body,
    ).toMatchObject({ code: 409, message: 'You have booked all the calls of this course.' });

    // Course 487: a seventh call books like the first (its linked unit scored, as call 7 needs).
    const { client, userId } = await coachLearner();
    await setFields(`USER#${userId}`, 'COURSE#487#ENROL', { callsBooked: 6 });
    for (const elementId of [4873, 4874])
      await putItem({
        pk: `USER#${userId}`,
        sk: `COURSE#487#P#${elementId}`,
        entity: 'progress',
        elementId,
        completed: true,
        completionCount: 1,
        percentComplete: 100,
        lastScore: 80,
      });
    const start = (await slots(client)).slots[9];
    expect((await client.post('/v1/book_coach_call', { course_id: 487, start })).body).toMatchObject({ code: 200 });
    expect(await slots(client)).toMatchObject({ total_calls: null, calls_booked: 7 });
  });
});

describe('moving and cancelling a call', () => {
  it('reschedules more than a day before, up to the call’s count, and cancels with a reason', async () => {
    const { client } = await coachLearner();
    const offer = await slots(client);
    const later = offer.slots.filter((s) => Date.parse(s) - Date.now() > 2 * 86400_000);
    const call = (await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: later[0] })).body.data;
    expect(
      (
        await client.post('/v1/reschedule_coach_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Cancel',
          reason: '  ',
        })
      ).body,
    ).toMatchObject({ code: 422 });
    const moved = await client.post<CallView>('/v1/reschedule_coach_call', {
      schedule_id: call.schedule_id,
      reason_type: 'Reschedule',
      reason: 'Exam that day',
      start: later[1],
    });
    expect(moved.body).toMatchObject({ code: 200, data: { start: later[1], reschedule_count: 1 } });
    expect((await slots(client)).slots).toContain(later[0]);
    await client.post('/v1/reschedule_coach_call', {
      schedule_id: call.schedule_id,
      reason_type: 'Reschedule',
      reason: 'Travel',
      start: later[2],
    });
    expect(
      (
        await client.post('/v1/reschedule_coach_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Reschedule',
          reason: 'Again',
          start: later[3],
        })
      ).body,
    ).toMatchObject({
      code: 409,
      message: 'You cannot cancel your call as you have exceeded your reschedule count.',
    });

    // Another learner cancels: the slot and the course's call come back, and they may book again.
    const other = await coachLearner();
    const theirs = (await other.client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: later[4] })).body
      .data;
    expect(
      (
        await other.client.post('/v1/reschedule_coach_call', {
          schedule_id: theirs.schedule_id,
          reason_type: 'Cancel',
          reason: 'Not well',
        })
      ).body,
    ).toMatchObject({ code: 200, data: { call_status: 'Cancelled' } });
    expect(await slots(other.client)).toMatchObject({ calls_booked: 0, upcoming: null });
    expect((await other.client.post('/v1/book_coach_call', { course_id: 487, start: later[4] })).body.code).toBe(200);
  });

  it('refuses to move a call within a day of it', async () => {
    const { client, userId } = await coachLearner();
    const offer = await slots(client);
    const soon = offer.slots.find((s) => Date.parse(s) - Date.now() < 86400_000) ?? offer.slots[0]!;
    const call = (await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: offer.slots.at(-2) }))
      .body.data;
    // Bring the call within the day, as if the learner came back the evening before.
    await setFields(`USER#${userId}`, `CALL#${call.schedule_id}`, {
      start: new Date(Date.now() + 3 * 3600_000).toISOString(),
    });
    expect(
      (
        await client.post('/v1/reschedule_coach_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Reschedule',
          reason: 'Busy',
          start: soon,
        })
      ).body,
    ).toMatchObject({
      code: 409,
      message: 'You cannot reschedule your call within 48hrs of scheduled time.',
    });
  });

  it('a business-to-business learner sends a cancel request, which stays pending', async () => {
    const { client, userId } = await coachLearner({ orgId: 'org-sunrise' });
    expect(await slots(client)).toMatchObject({ is_b2b_user: true, slots: [] });
    const start = new Date(Date.now() + 5 * 86400_000).toISOString().replace(/:\d\d\.\d{3}Z$/, ':00.000Z');
    const scheduleId = '11111111-2222-4333-8444-555555555555';
    await putItem({
      pk: `USER#${userId}`,
      sk: `CALL#${scheduleId}`,
      entity: 'call',
      scheduleId,
      userId,
      courseId: 487,
      coachId: 'coach-meera',
      coachName: 'Meera Krishnan',
      start,
      end: start,
      status: 'scheduled',
      meetingUrl: 'https://meet.fluentia.app/coach-meera',
      rescheduleCount: 0,
      maxReschedules: 2,
      bookedAt: start,
    });
    expect((await client.post('/v1/book_coach_call', { course_id: 487, start })).body).toMatchObject({
      code: 403,
      message: 'Your organisation schedules your coach calls. Please contact them to change a call.',
    });
    const first = await client.post<CallView>('/v1/reschedule_coach_call', {
      schedule_id: scheduleId,
      reason_type: 'Cancel',
      reason: 'Team offsite',
    });
    expect(first.body).toMatchObject({ code: 200, data: { cancel_request: 'pending' } });
    const again = await client.post('/v1/reschedule_coach_call', {
      schedule_id: scheduleId,
      reason_type: 'Cancel',
      reason: 'Team offsite',
    });
    expect(again.body.code).toBe(409);
    expect(again.body.message).toMatch(/^Your cancel request for the next call scheduled on .+ is still in process\.$/);
  });
});
