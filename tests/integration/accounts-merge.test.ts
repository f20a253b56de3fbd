import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChildListData, MergeData } from '#shared/api/contract-accounts';
import { TestClient, ageLastSend, freshEmail, latestCode } from '../support/api-client';
import { newLicence, signUp } from '../support/accounts';
import { licencePk, refOf } from '../support/licences';
import { maskLicenceKey } from '../../functions/core/licence-keys';
import { getItem, partition, putItem, setFields } from '../support/table';

/** Account merge (POST v1/sendotp, v1/mergeuser): what moves, all of it, once, and an interrupted merge. */
function enrolment(userId: string, courseId: number, percentComplete: number, closeDate?: string) {
  return {
    pk: `USER#${userId}`,
    sk: `COURSE#${courseId}#ENROL`,
    entity: 'enrolment',
    gsi1pk: `ENROLMENTS#${userId}`,
    gsi1sk: String(courseId).padStart(6, '0'),
    userId,
    courseId,
    courseTitle: `Course ${courseId}`,
    courseType: 'online',
    purchaseStatus: 'purchased',
    openDate: '2025-01-01',
    percentComplete,
    grantedBy: 'test',
    ...(closeDate ? { closeDate } : {}),
  };
}

function progress(userId: string, courseId: number, elementId: number, completionCount: number) {
  return {
    pk: `USER#${userId}`,
    sk: `COURSE#${courseId}#P#${elementId}`,
    entity: 'progress',
    elementId,
    completed: completionCount > 0,
    completionCount,
    percentComplete: completionCount ? 100 : 50,
  };
}

async function addChild(parent: TestClient, name: string) {
  return (await parent.post('/v1/childprofile', { child_name: name, child_grade: '5' })).body.data.child;
}

/** Sends the merge OTP to the other account and returns what mergeuser needs. */
async function mergeCode(primary: TestClient, secondaryLogin: string): Promise<{ secondary_id: string; otp: string }> {
  await ageLastSend(secondaryLogin);
  const sent = await primary.post('/v1/sendotp', { user_name: secondaryLogin });
  expect(sent.body).toMatchObject({ status: true, message: 'OTP sent successfully.' });
  return { secondary_id: sent.body.data.secondary_id, otp: (await latestCode(secondaryLogin))! };
}

const itemsOf = async (userId: string) => (await partition(`USER#${userId}`)).filter((i) => i.sk !== 'PROFILE');

describe('POST v1/mergeuser', () => {
  it('moves everything of the other account into this one and lets its login id sign in here', async () => {
    const p = await signUp({ parentName: 'Pooja Primary' });
    const s = await signUp({ loginId: freshEmail(), parentName: 'Sunil Secondary' });
    const pChild = await addChild(p.client, 'Pia');
    const sChildren = [await addChild(s.client, 'Sam'), await addChild(s.client, 'Sia')];
    const key = await newLicence();
    expect((await s.client.post('/v1/licenses', { license_key: key })).body.status).toBe(true);
    await putItem(enrolment(p.userId, 101, 40, '2025-06-30'));
    await putItem(enrolment(s.userId, 101, 70, '2026-06-30'));
    await putItem(enrolment(s.userId, 201, 10));
    await putItem(progress(p.userId, 101, 1, 1));
    await putItem(progress(s.userId, 101, 1, 2));
    await putItem(progress(s.userId, 101, 2, 1));
    await putItem({
      pk: `USER#${s.userId}`,
      sk: 'CERT#cs1',
      entity: 'certificate',
      certId: 'cs1',
      certName: 'Sunil',
      courseName: 'Course 101',
      attemptDate: '2025-02-02',
    });
    await putItem({
      pk: `USER#${s.userId}`,
      sk: 'ORDER#os1',
      entity: 'order',
      orderId: 'os1',
      productName: 'Course 201',
      orderedAt: '2025-01-05T00:00:00.000Z',
    });
    const before = await itemsOf(s.userId);

    const code = await mergeCode(p.client, s.loginId);
    expect(code.secondary_id).not.toBe(s.userId); // an opaque reference: the answer never names the other account
    const res = await p.client.post<MergeData>('/v1/mergeuser', code);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Your accounts have been merged.',
      data: { primary_id: p.userId, secondary_id: s.userId },
    });
    expect(res.body.data.moved).toMatchObject({
      courses: 2,
      progress: 2,
      children: 2,
      licences: 1,
      certificates: 1,
      orders: 1,
    });

    // Nothing is left behind and nothing was lost.
    expect(await itemsOf(s.userId)).toEqual([]);
    const mine = await itemsOf(p.userId);
    for (const item of before)
      expect(
        mine.some((m) => m.sk === item.sk),
        item.sk,
      ).toBe(true);
    expect(await getItem(`USER#${s.userId}`, 'PROFILE')).toMatchObject({ mergedInto: p.userId });
    expect(await getItem(`MERGE#${s.userId}`, 'JOURNAL')).toMatchObject({ status: 'done', primaryId: p.userId });

    // The same course on both: one enrolment, the later close date and the higher progress; attempts added.
    expect(mine.find((i) => i.sk === 'COURSE#101#ENROL')).toMatchObject({
      percentComplete: 70,
      closeDate: '2026-06-30',
      gsi1pk: `ENROLMENTS#${p.userId}`,
    });
    expect(mine.find((i) => i.sk === 'COURSE#101#P#1')).toMatchObject({ completionCount: 3, completed: true });
    expect(mine.find((i) => i.sk === 'COURSE#201#ENROL')).toMatchObject({
      userId: p.userId,
      gsi1pk: `ENROLMENTS#${p.userId}`,
    });
    expect((await p.client.get('/v1/courses')).body.data.map((c: { course_id: number }) => c.course_id).sort()).toEqual(
      [101, 201],
    );

    // Children, licence, history and sign-in follow.
    const children = (await p.client.get<ChildListData>('/v1/childprofile')).body.data.childrenList.map(
      (c) => c.child_id,
    );
    expect(children.sort()).toEqual([pChild.child_id, ...sChildren.map((c) => c.child_id)].sort());
    expect((await p.client.post('/v1/usertoken', { child_id: sChildren[0].child_id })).status).toBe(200);
    expect((await getItem(`USER#${p.userId}`, 'PROFILE'))?.childCount).toBe(3);
    expect(
      (await p.client.get('/v1/licenses')).body.data.keys.map((k: { license_key: string }) => k.license_key),
    ).toEqual([maskLicenceKey(key)]);
    expect((await getItem(await licencePk(key), 'KEY'))?.userId).toBe(p.userId);
    expect((await p.client.get('/v1/orders')).body.data.map((o: { order_id: string }) => o.order_id)).toEqual(['os1']);
    await ageLastSend(s.loginId);
    const again = await signUp({ loginId: s.loginId });
    expect(again.userId).toBe(p.userId);
    // Its old token was ended by the merge (security-tokens.test.ts).
    expect((await s.client.get('/v3/user_profile')).body).toEqual({ message: 'Forbidden' });
  });

  it('refuses a wrong OTP, the same account, an OTP for another account, and too many children — moving nothing', async () => {
    const p = await signUp({ parentName: 'Pari Primary' });
    const s = await signUp({ loginId: freshEmail(), parentName: 'Sonu Secondary' });
    await putItem(enrolment(s.userId, 101, 5));
    expect((await p.client.post('/v1/sendotp', { user_name: p.loginId })).body).toMatchObject({ code: 422 });
    const code = await mergeCode(p.client, s.loginId);
    const wrong = code.otp === '000000' ? '111111' : '000000';
    expect((await p.client.post('/v1/mergeuser', { ...code, otp: wrong })).body.code).toBe(401);
    expect((await p.client.post('/v1/mergeuser', { secondary_id: randomUUID(), otp: code.otp })).body.code).toBe(401);
    expect((await p.client.post('/v1/mergeuser', { secondary_id: '', otp: '' })).body.data.fields).toEqual({
      secondary_id: 'Please send an OTP to the other account first.',
      otp: 'Please enter OTP.',
    });
    expect(await itemsOf(s.userId)).toHaveLength(1);

    for (let i = 0; i < 5; i++) await addChild(p.client, `Pk ${'abcde'[i]}`);
    for (let i = 0; i < 4; i++) await addChild(s.client, `Sk ${'abcd'[i]}`);
    const full = await mergeCode(p.client, s.loginId);
    expect((await p.client.post('/v1/mergeuser', full)).body).toMatchObject({
      code: 409,
      message: 'Together these accounts have more than 8 children. Please remove a child first.',
    });
    expect(await itemsOf(s.userId)).toHaveLength(5);
    expect(await getItem(`MERGE#${s.userId}`, 'JOURNAL')).toBeUndefined();
  });

  it('leaves both accounts whole when interrupted half-way, and finishes on the next call', async () => {
    const p = await signUp();
    const s = await signUp({ loginId: freshEmail() });
    await putItem(progress(p.userId, 300, 9999, 1));
    for (let el = 1; el <= 30; el++) await putItem(progress(s.userId, 101, el, 1));
    // A licence record whose key another account holds: moving it fails its condition, in the second batch.
    const key = await newLicence();
    await setFields(await licencePk(key), 'KEY', { userId: 'someone-else' });
    await putItem({
      pk: `USER#${s.userId}`,
      sk: `LICENCE#${await refOf(key)}`,
      entity: 'userLicence',
      ref: await refOf(key),
      masked: maskLicenceKey(key),
      orgId: 'org-sunrise',
      orgName: 'Sunrise Public School',
      appliedAt: '2025-01-01',
    });
    const original = (await itemsOf(s.userId)).map((i) => i.sk).sort();

    const code = await mergeCode(p.client, s.loginId);
    const stopped = await p.client.post('/v1/mergeuser', code);
    expect(stopped.body).toMatchObject({
      code: 503,
      message: 'The merge could not finish. Nothing has been lost; please try again to complete it.',
    });

    // Each item is in exactly one account; the first batch moved, the rest stayed; neither account lost anything.
    const inS = (await itemsOf(s.userId)).map((i) => i.sk);
    const fromS = (await itemsOf(p.userId))
      .map((i) => i.sk)
      .filter((sk) => sk !== 'COURSE#300#P#9999' && !sk.startsWith('NOTE#'));
    expect(fromS).toHaveLength(25);
    expect([...inS, ...fromS].sort()).toEqual(original);
    expect((await itemsOf(p.userId)).some((i) => i.sk === 'COURSE#300#P#9999')).toBe(true);
    expect(await getItem(`USER#${s.userId}`, 'PROFILE')).not.toHaveProperty('mergedInto');
    expect((await getItem(`LOGIN#email#${s.loginId}`, 'LOGIN'))?.userId).toBe(s.userId);
    expect(await getItem(`MERGE#${s.userId}`, 'JOURNAL')).toMatchObject({ status: 'moving' });

    // Once the cause is gone, the next call finishes the same merge without a new OTP.
    await setFields(await licencePk(key), 'KEY', { userId: s.userId });
    const finished = await p.client.post<MergeData>('/v1/mergeuser', { secondary_id: s.userId, otp: '000000' });
    expect(finished.body).toMatchObject({ status: true, data: { moved: { progress: 30, licences: 1 } } });
    expect(await itemsOf(s.userId)).toEqual([]);
    expect((await itemsOf(p.userId)).filter((i) => i.sk.startsWith('COURSE#101#P#'))).toHaveLength(30);
    expect((await getItem(await licencePk(key), 'KEY'))?.userId).toBe(p.userId);
    expect((await getItem(`LOGIN#email#${s.loginId}`, 'LOGIN'))?.userId).toBe(p.userId);
  });
});
