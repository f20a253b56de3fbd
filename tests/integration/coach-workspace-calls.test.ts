import { describe, expect, it } from 'vitest';
import type { CallHistoryRow, CallView, CoachSlots, CoachWorkspace, WorkspaceCall } from '#shared/api/contract-coach';
import { data, freshLearner, itemsOf } from '../support/attempts';
import { outboxCount, TestClient } from '../support/api-client';
import { getItem, putItem, setFields } from '../support/table';

/**
 * The coach's side of a call (decisions 0451–0456) through the local API: the learner's intake answers and the
 * coach's room on each call, the coach's own notes (never the learner's to see), the coach moving or
 * cancelling a call by the spec's rule (more than a day before), and the contact details asked before
 * the calendar by the spec's POST v1/user_profile. Every call is the coach's own.
 */
async function coachLearner(profile = true) {
  const learner = await freshLearner([487]);
  if (profile)
    await setFields(`USER#${learner.userId}`, 'PROFILE', {
      phone: '9123456780',
      email: `${learner.userId}@example.com`,
      fullName: 'Rohan Iyer',
    });
  return learner;
}

async function coachClient(coachId = 'coach-meera'): Promise<TestClient> {
  const store = data();
  const coach = await store.coach(coachId);
  store.destroy();
  const client = new TestClient();
  client.token = coach.token;
  return client;
}

/** A slot more than `days` days ahead (the coach's own free ones, as the workspace lists them). */
const later = (slots: readonly string[], days = 2) =>
  slots.filter((s) => Date.parse(s) - Date.now() > days * 86400_000);
const workspaceCall = async (coach: TestClient, scheduleId: string) =>
  (await coach.get<CoachWorkspace>('/v1/coach/calls')).body.data.calls.find((c) => c.schedule_id === scheduleId);

describe('each call in the coach workspace', () => {
  it('shows the learner’s intake answers, the coach’s room, and the coach’s notes, which the learner never sees', async () => {
    const { client, userId } = await coachLearner();
    await client.post('/v1/updateuserrole', { user_background: 'Job Seeker', user_role: 1, user_skill: 0 });
    const offer = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data;
    const call = (await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: later(offer.slots)[0] }))
      .body.data;
    const meera = await coachClient();
    const seen = await workspaceCall(meera, call.schedule_id);
    expect(seen).toMatchObject({
      learner_name: 'Rohan Iyer',
      intake: {
        background: 'Job Seeker',
        role: 'A specialist role (engineer, analyst, designer…)',
        skill: 'I find it hard to answer in English',
      },
      call_url: 'https://meet.fluentia.app/coach-meera',
      notes: '',
      can_change: true,
    });
    // The learner's own room link still opens only 5 minutes before.
    expect(call.call_url).toBeNull();

    const noted = await meera.post<WorkspaceCall>('/v1/coach/call', {
      schedule_id: call.schedule_id,
      notes: '  Wants to practise salary questions.  ',
    });
    expect(noted.body).toMatchObject({ code: 200, data: { notes: 'Wants to practise salary questions.' } });
    expect(
      (await meera.post('/v1/coach/call', { schedule_id: call.schedule_id, notes: 'x'.repeat(2001) })).body,
    ).toMatchObject({ code: 422, message: 'Please keep your notes under 2,000 characters.' });
    const learnerSees = JSON.stringify([
      (await client.get<CoachSlots>('/v1/coach_slots/487')).body,
      (await client.get<CallHistoryRow[]>('/v1/coach_call_history')).body,
      (await client.get('/v1/user_tasks')).body,
    ]);
    expect(learnerSees).not.toContain('salary');
    expect(await getItem(`USER#${userId}`, `CALL#${call.schedule_id}`)).toMatchObject({
      coachNotes: 'Wants to practise salary questions.',
    });

    // A learner without intake answers: none shown.
    const other = await coachLearner();
    const theirs = (
      await other.client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: later(offer.slots)[3] })
    ).body.data;
    expect(await workspaceCall(meera, theirs.schedule_id)).toMatchObject({ intake: null });
  });
});

describe('the coach moves or cancels a call', () => {
  it('moves it to one of their free slots without spending the learner’s reschedules, and tells the learner', async () => {
    const { client, userId } = await coachLearner();
    const offer = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data;
    const call = (await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: later(offer.slots)[1] }))
      .body.data;
    const meera = await coachClient();
    const free = (await meera.get<CoachWorkspace>('/v1/coach/calls')).body.data.slots;
    expect(free).not.toContain(call.start);
    const target = later(free).find((s) => s !== call.start)!;
    expect(
      (
        await meera.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Reschedule',
          reason: ' ',
        })
      ).body.code,
    ).toBe(422);
    expect(
      (
        await meera.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Reschedule',
          reason: 'Training day',
        })
      ).body,
    ).toMatchObject({ code: 422, message: 'Please choose a time for your call.' });
    const moved = await meera.post<WorkspaceCall>('/v1/coach/change_call', {
      schedule_id: call.schedule_id,
      reason_type: 'Reschedule',
      reason: 'Training day',
      start: target,
    });
    expect(moved.body).toMatchObject({ code: 200, data: { start: target, reschedule_count: 0 } });
    expect((await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.upcoming).toMatchObject({
      start: target,
      reschedule_count: 0,
      max_reschedules: 2,
    });
    expect((await itemsOf(userId, 'NOTE#')).map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^Your coach Meera Krishnan moved your call to .+ \(India time\)\.$/),
    );
    // The booking e-mail and the move's.
    expect(await outboxCount(`${userId}@example.com`)).toBe(2);
  });

  it('cancels it with a reason: the slot and the course’s call come back and the learner may book again', async () => {
    const { client, userId } = await coachLearner();
    const offer = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data;
    const start = later(offer.slots)[2]!;
    const call = (await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start })).body.data;
    const meera = await coachClient();
    expect(
      (
        await meera.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Cancel',
          reason: 'I am unwell',
        })
      ).body,
    ).toMatchObject({ code: 200, data: { call_status: 'Cancelled' } });
    expect((await client.get<CoachSlots>('/v1/coach_slots/487')).body.data).toMatchObject({
      calls_booked: 0,
      upcoming: null,
    });
    expect((await itemsOf(userId, 'NOTE#')).map((n) => n.message)).toContainEqual(
      expect.stringContaining('cancelled your call of'),
    );
    expect(await workspaceCall(meera, call.schedule_id)).toBeUndefined();
    expect(
      (
        await meera.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Cancel',
          reason: 'Again',
        })
      ).body,
    ).toMatchObject({ code: 409, message: 'This call has changed. Please reload the page.' });
    expect((await client.post('/v1/book_coach_call', { course_id: 487, start })).body.code).toBe(200);
  });

  it('refuses within a day of the call (spec 02 §4), a slot the coach does not offer, another coach, and learners', async () => {
    const { client, userId } = await coachLearner();
    const offer = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data;
    const call = (await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: later(offer.slots)[4] }))
      .body.data;
    const meera = await coachClient();
    expect(
      (
        await meera.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Reschedule',
          reason: 'x',
          start: '2030-01-01T00:00:00.000Z',
        })
      ).body.code,
    ).toBe(422);

    await putItem({
      pk: 'COACH#coach-other',
      sk: 'PROFILE',
      entity: 'coach',
      coach_id: 'coach-other',
      name: 'Other Coach',
      meeting_url: 'https://meet.example.com/o',
      availability: [],
      time_off: [],
    });
    const other = await coachClient('coach-other');
    expect(
      (
        await other.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Cancel',
          reason: 'Mine now',
        })
      ).body,
    ).toMatchObject({ code: 404, message: 'We could not find this call.' });
    expect(
      (
        await client.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Cancel',
          reason: 'Mine',
        })
      ).body.code,
    ).toBe(403);

    await setFields(`USER#${userId}`, `CALL#${call.schedule_id}`, {
      start: new Date(Date.now() + 3 * 3600_000).toISOString(),
    });
    expect(await workspaceCall(meera, call.schedule_id)).toMatchObject({ can_change: false });
    expect(
      (
        await meera.post('/v1/coach/change_call', {
          schedule_id: call.schedule_id,
          reason_type: 'Cancel',
          reason: 'Late',
        })
      ).body,
    ).toMatchObject({ code: 409, message: 'You cannot reschedule your call within 48hrs of scheduled time.' });
    expect(await getItem(`USER#${userId}`, `CALL#${call.schedule_id}`)).toMatchObject({ status: 'scheduled' });
  });
});

describe('racing for a slot', () => {
  it('a coach moving a call to a slot while 20 learners book it: one of them gets it', async () => {
    const { client } = await coachLearner();
    const offer = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data;
    const call = (await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: later(offer.slots)[6] }))
      .body.data;
    const meera = await coachClient();
    const target = later((await meera.get<CoachWorkspace>('/v1/coach/calls')).body.data.slots).at(-3)!;
    const racers = await Promise.all(Array.from({ length: 20 }, () => coachLearner()));
    const answers = await Promise.all([
      meera.post('/v1/coach/change_call', {
        schedule_id: call.schedule_id,
        reason_type: 'Reschedule',
        reason: 'Clash',
        start: target,
      }),
      ...racers.map((r) => r.client.post('/v1/book_coach_call', { course_id: 487, start: target })),
    ]);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    // The rest: taken at the write (409), or already gone when they looked (422); nothing else.
    const refusals = new Set(answers.filter((a) => a.body.code !== 200).map((a) => `${a.body.code} ${a.body.message}`));
    expect(
      [...refusals].every((r) =>
        [
          '409 Someone has just booked this time. Please choose another slot.',
          '422 This time is not free. Please choose one of the slots shown.',
        ].includes(r),
      ),
    ).toBe(true);
  });
});

describe('contact details before the calendar (spec POST v1/user_profile)', () => {
  it('tells the panel to ask, saves them with the spec’s messages, then the calendar opens and a booking goes through', async () => {
    const { client } = await coachLearner(false);
    const before = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data;
    expect(before.needs_details).toBe(true);
    expect(
      (await client.post('/v1/user_profile', { phone: '5123456789', email: '', full_name: '', isCoachCall: true }))
        .body,
    ).toMatchObject({
      code: 422,
      data: {
        fields: {
          phone: 'Please enter a valid mobile number',
          email: 'Please enter your email.',
          full_name: 'Please enter your full name.',
        },
      },
    });
    const email = `${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    expect(
      (await client.post('/v1/user_profile', { phone, email, full_name: 'Rohan Iyer', isCoachCall: true })).body,
    ).toMatchObject({ code: 200, message: 'User details updated successfully. Redirecting to calendar.' });
    expect((await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.needs_details).toBe(false);
    expect((await client.post('/v1/book_coach_call', { course_id: 487, start: before.slots[5] })).body.code).toBe(200);
  });
});
