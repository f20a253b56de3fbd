import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChildDetailsData, ChildProfile } from '#shared/api/contract-accounts';
import type { CallView, ChildSlots } from '#shared/api/contract-coach';
import { TestClient } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { useLocalStackDirectly } from '../support/direct-env';
import { partition, putItem } from '../support/table';

useLocalStackDirectly();
const { remindCalls } = await import('../../functions/coach/reminders');

/**
 * A child's 30-minute speaking test (spec 01 §2, 02 §3 Child slot): the parent books a slot of the
 * test's coach for their own child, natively, by the coach-call booking transaction: one booking per
 * slot however many parents race for it, one per test; another parent's child, a child without the
 * test and the child's own token are refused. The slot's reminder goes to the parent.
 */
async function parentWithTest(name = 'Lata Nair', childName = 'Tara Nair') {
  const parent = await signUp({ parentName: name });
  const child = (
    await parent.client.post('/v1/childprofile', { child_name: childName, child_grade: '4', child_avatar: 2 })
  ).body.data.child as ChildProfile;
  await putItem({
    pk: `USER#${parent.userId}`,
    sk: 'CHILDLICENCE#lic-1',
    entity: 'childLicence',
    licenceId: 'lic-1',
    productId: 'kids-speaking-test',
    productName: 'Kids Speaking Test',
    courseId: 683,
    courseTitle: 'Quick Speaking Drills',
    courseType: 'online',
    speakingTest: true,
    purchasedAt: '2025-01-01T00:00:00.000Z',
  });
  const applied = await parent.client.post('/v1/childlicense', { child_id: child.child_id });
  if (applied.status !== 200) throw new Error(applied.body.message);
  return { ...parent, child };
}

const slotsOf = async (parent: TestClient, childId: string) =>
  (await parent.get<ChildSlots>(`/v1/child_slots/${childId}`)).body;
/** A free slot from the later half of the offer (other files book from its start and its very end). */
const somewhereLater = (slots: string[]) =>
  slots[Math.floor(slots.length / 2) + randomInt(0, Math.floor(slots.length / 2) - 1)]!;

async function actingFor(parent: TestClient, childId: string): Promise<TestClient> {
  const acting = new TestClient();
  acting.token = (await parent.post('/v1/usertoken', { child_id: childId })).body.data.token;
  return acting;
}

describe('a child’s speaking-test slot', () => {
  it('is booked by the parent, once; the child dashboard then shows the slot and the coach’s room', async () => {
    const { client: parent, child, loginId } = await parentWithTest();
    const acting = await actingFor(parent, child.child_id);
    expect((await acting.get<ChildDetailsData>('/v1/childdetails')).body.data.speaking_test.state).toBe('purchased');

    const offer = (await slotsOf(parent, child.child_id)).data;
    expect(offer).toMatchObject({ coach_name: 'Meera Krishnan', booked: null });
    const start = somewhereLater(offer.slots);
    const booked = await parent.post<CallView>('/v1/book_child_slot', { child_id: child.child_id, start });
    expect(booked.body).toMatchObject({
      code: 200,
      message: 'The speaking test is booked.',
      data: { start, coach_name: 'Meera Krishnan' },
    });

    // Booked: its time, and the coach's room not yet (only from 5 minutes before: the coach-call rule).
    const card = (await acting.get<ChildDetailsData>('/v1/childdetails')).body.data.speaking_test;
    expect(card).toMatchObject({
      state: 'booked',
      slot: { call_time: start, meeting_id: null, call_status: '', total_calls: 1 },
    });
    expect(JSON.stringify(card)).not.toContain('meet.fluentia.app');
    expect((await slotsOf(parent, child.child_id)).data).toMatchObject({ slots: [], booked: { start } });
    // One test, one slot: a second booking is refused, and the coach's calendar lost the slot.
    const again = await parent.post('/v1/book_child_slot', {
      child_id: child.child_id,
      start: offer.slots.find((s) => s !== start),
    });
    expect(again.body).toMatchObject({ code: 409, message: 'This speaking test already has its slot booked.' });

    // The reminder of a child's slot goes to the parent (by SMS: this parent has a phone, no e-mail).
    const run = await remindCalls(Date.parse(start) - 24 * 3600_000);
    expect(run.sent).toContainEqual({ scheduleId: booked.body.data.schedule_id, kind: '24h' });
    const texts = (await partition('OUTBOX')).filter(
      (m) => m.to === loginId && String(m.subject).includes('speaking test'),
    );
    expect(texts).toEqual([
      expect.objectContaining({ channel: 'sms', subject: "Reminder: Tara's speaking test starts in 24 hours" }),
    ]);

    // The same call moved to 4 minutes from now (straight in the table, index key too): the room is given.
    const call = (await partition(`USER#${child.child_id}`)).find((i) => String(i.sk).startsWith('CALL#'))!;
    const soon = new Date(Date.now() + 4 * 60_000).toISOString();
    await putItem({
      ...call,
      start: soon,
      end: new Date(Date.parse(soon) + 30 * 60_000).toISOString(),
      gsi2pk: `CALLSTARTS#${soon.slice(0, 10)}`,
      gsi2sk: `${soon}#${call.scheduleId}`,
    });
    const open = (await acting.get<ChildDetailsData>('/v1/childdetails')).body.data.speaking_test;
    expect(open).toMatchObject({
      state: 'booked',
      slot: { call_time: soon, meeting_id: 'https://meet.fluentia.app/coach-meera' },
    });
  });

  it('goes to one of 20 parents racing for the same slot', async () => {
    const parents = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        parentWithTest(`Parent ${String.fromCharCode(65 + i)}`, `Child ${String.fromCharCode(65 + i)}`),
      ),
    );
    const offer = (await slotsOf(parents[0]!.client, parents[0]!.child.child_id)).data;
    const start = somewhereLater(offer.slots);
    const answers = await Promise.all(
      parents.map((p) => p.client.post('/v1/book_child_slot', { child_id: p.child.child_id, start })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(
      refused.every(
        (a) =>
          a.body.code === 409 && a.body.message === 'Someone has just booked this time. Please choose another slot.',
      ),
    ).toBe(true);
    // Exactly one call item, in the winner's child's partition.
    const calls = await Promise.all(
      parents.map(async (p) =>
        (await partition(`USER#${p.child.child_id}`)).filter((i) => String(i.sk).startsWith('CALL#')),
      ),
    );
    expect(calls.flat()).toHaveLength(1);
  });

  it('refuses another parent’s child, a child without the test, a time not offered, and the child’s own token', async () => {
    const owner = await parentWithTest();
    const stranger = await parentWithTest('Rohan Das', 'Isha Das');
    const offer = (await slotsOf(owner.client, owner.child.child_id)).data;
    const start = somewhereLater(offer.slots);

    const theirs = await stranger.client.post('/v1/book_child_slot', { child_id: owner.child.child_id, start });
    expect(theirs.body).toMatchObject({ code: 404, message: 'Child Token not found!' });
    expect((await stranger.client.get(`/v1/child_slots/${owner.child.child_id}`)).body).toMatchObject({
      code: 404,
      message: 'Child Token not found!',
    });
    expect((await partition(`USER#${owner.child.child_id}`)).filter((i) => String(i.sk).startsWith('CALL'))).toEqual(
      [],
    );

    const plain = (
      await stranger.client.post('/v1/childprofile', { child_name: 'Veer Das', child_grade: '5', child_avatar: 1 })
    ).body.data.child as ChildProfile;
    expect((await stranger.client.post('/v1/book_child_slot', { child_id: plain.child_id, start })).body).toMatchObject(
      { code: 409, message: 'Please buy the speaking test and apply it to this child first.' },
    );

    expect(
      (
        await owner.client.post('/v1/book_child_slot', {
          child_id: owner.child.child_id,
          start: '2031-01-01T03:00:00.000Z',
        })
      ).body,
    ).toMatchObject({ code: 422, message: 'This time is not free. Please choose one of the slots shown.' });

    const acting = await actingFor(owner.client, owner.child.child_id);
    expect((await acting.post('/v1/book_child_slot', { child_id: owner.child.child_id, start })).body.code).toBe(403);
    const kabir = await juniorSignIn('kabir4821', '482913');
    expect((await kabir.post('/v1/book_child_slot', { child_id: 'demo-child-kabir', start })).body.code).toBe(403);
    expect((await partition(`USER#${owner.child.child_id}`)).filter((i) => String(i.sk).startsWith('CALL'))).toEqual(
      [],
    );
  });
});
