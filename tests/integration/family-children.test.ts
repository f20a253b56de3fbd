import { describe, expect, it } from 'vitest';
import type { ChildDetailsData, ChildListData, ChildProfile } from '#shared/api/contract-accounts';
import { TestClient, signInDemoParent } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { getItem, putItem } from '../support/table';

/** Child profiles (add, edit, delete, PIN, photo, licence), the eight-children rule and who may touch whom. */
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

function childForm(
  fields: Record<string, string>,
  photo?: { bytes: Uint8Array; name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set('child_photo', new Blob([Buffer.from(photo.bytes)], { type: photo.type }), photo.name);
  return form;
}

async function newParent(name = 'Lata Nair') {
  return signUp({ parentName: name });
}

async function addChild(parent: TestClient, name = 'Tara Nair', grade = '4'): Promise<ChildProfile> {
  const res = await parent.post('/v1/childprofile', { child_name: name, child_grade: grade, child_avatar: 2 });
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.data.child;
}

describe('POST and GET v1/childprofile', () => {
  it('starts with an empty list, adds a child with a photo, and the child signs in as a junior', async () => {
    const { client: parent, userId } = await newParent();
    expect((await parent.get('/v1/childprofile')).body).toMatchObject({
      status: true,
      message: 'No child exist for this parent',
      data: { childrenList: [], parentName: 'Lata Nair' },
    });

    const res = await parent.post(
      '/v1/childprofile',
      childForm({ child_name: 'Anu K. Nair', child_grade: '5' }, { bytes: PNG, name: 'anu.png', type: 'image/png' }),
    );
    expect(res.status).toBe(200);
    const child = res.body.data.child as ChildProfile;
    expect(child).toMatchObject({
      child_name: 'Anu K. Nair',
      child_grade: 5,
      child_avatar: null,
      is_purchased: false,
      is_parentpurchased: false,
    });
    expect(child.child_user_name).toMatch(/^anu\d{4}$/);
    expect(child.child_pin).toMatch(/^\d{6}$/);
    const photo = await fetch(child.child_photo!);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(Buffer.from(PNG));
    expect(new URL(child.child_photo!).pathname).toContain(`/users/${userId}/children/${child.child_id}/`);

    const list = (await parent.get<ChildListData>('/v1/childprofile')).body.data;
    expect(list.childrenList).toEqual([expect.objectContaining({ child_id: child.child_id, child_pin: null })]);

    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    expect((await junior.get<ChildDetailsData>('/v1/childdetails')).body.data.child.child_id).toBe(child.child_id);
    expect((await junior.get('/v1/childprofile')).body.code).toBe(403);
    expect((await junior.get('/v3/user_profile')).body.code).toBe(403);
    expect((await junior.post('/v1/childprofile', { child_name: 'X', child_grade: '4' })).body.code).toBe(403);
  });

  it('refuses malformed children with the spec messages and writes nothing', async () => {
    const { client: parent, userId } = await newParent();
    const cases: Array<[FormData | Record<string, unknown>, string]> = [
      [{ child_grade: '4' }, "Child's name is required"],
      [{ child_name: 'R2D2', child_grade: '4' }, 'Name should only contain alphabets'],
      [{ child_name: 'Ria', child_grade: '' }, "Child's grade is required"],
      [{ child_name: 'Ria', child_grade: '2' }, 'Please select your grade'],
      [{ child_name: 'Ria', child_grade: '4', child_avatar: 6 }, 'Please choose one of the five avatars'],
      [
        childForm(
          { child_name: 'Ria', child_grade: '4' },
          { bytes: new TextEncoder().encode('not an image'), name: 'x.png', type: 'image/png' },
        ),
        'Please upload a JPEG, PNG or WebP photo.',
      ],
      [
        childForm(
          { child_name: 'Ria', child_grade: '4' },
          { bytes: Uint8Array.from([...PNG, ...new Uint8Array(2 * 1024 * 1024)]), name: 'big.png', type: 'image/png' },
        ),
        'Please upload a photo within 2 MB.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await parent.post('/v1/childprofile', body);
      expect(res.body, message).toMatchObject({ code: 422, message });
    }
    const huge = await parent.post(
      '/v1/childprofile',
      childForm(
        { child_name: 'Ria', child_grade: '4' },
        { bytes: new Uint8Array(3 * 1024 * 1024), name: 'h.png', type: 'image/png' },
      ),
    );
    expect(huge.body.code).toBe(413);
    const broken = await parent.call(
      'POST',
      '/v1/childprofile',
      new Blob(['--zzz\r\nContent-Disposition: form-data; name="child_name"\r\n\r\nRia']),
      {
        'content-type': 'multipart/form-data; boundary=zzz',
      },
    );
    expect(broken.body.code).toBe(400);
    expect((await parent.get<ChildListData>('/v1/childprofile')).body.data.childrenList).toEqual([]);
    expect((await getItem(`USER#${userId}`, 'PROFILE'))?.childCount).toBeUndefined();
  });

  it('updates the parent’s name and WhatsApp (10 digits starting 7-9)', async () => {
    const { client: parent } = await newParent();
    const res = await parent.post('/v1/childprofile', {
      parent_name: 'Lata R. Nair',
      receiveWhatsappNotification: true,
      whatsappNumber: '7012345678',
    });
    expect(res.body.data).toEqual({
      kind: 'parent',
      parent: { parentName: 'Lata R. Nair', receiveWhatsappNotification: true, whatsappNumber: '7012345678' },
    });
    expect(
      (await parent.post('/v1/childprofile', { parent_name: 'Lata', whatsappNumber: '6012345678' })).body.message,
    ).toBe('Incorrect mobile number');
    expect(
      (await parent.post('/v1/childprofile', { parent_name: '', receiveWhatsappNotification: true })).body.data.fields,
    ).toEqual({
      parent_name: 'Please enter your name',
      whatsappNumber: 'Whatsapp number required',
    });
  });

  it('lists the demo parent’s two children', async () => {
    const priya = await signInDemoParent();
    const names = (await priya.get<ChildListData>('/v1/childprofile')).body.data.childrenList.map(
      (c) => c.child_user_name,
    );
    expect(names).toEqual(expect.arrayContaining(['kabir4821', 'meera7315']));
  });
});

describe('PUT v1/childprofile', () => {
  it('edits, gives a new PIN and deletes a child', async () => {
    const { client: parent, userId } = await newParent();
    const child = await addChild(parent);
    const edited = await parent.put(
      '/v1/childprofile',
      childForm(
        { child_id: child.child_id, child_name: 'Tara S. Nair', child_grade: '6' },
        { bytes: PNG, name: 't.png', type: 'image/png' },
      ),
    );
    expect(edited.body.data.child).toMatchObject({
      child_name: 'Tara S. Nair',
      child_grade: 6,
      child_avatar: null,
      child_pin: null,
    });
    const avatar = await parent.put('/v1/childprofile', {
      child_id: child.child_id,
      child_name: 'Tara S. Nair',
      child_grade: 6,
      child_avatar: 4,
    });
    expect(avatar.body.data.child).toMatchObject({ child_avatar: 4, child_photo: null });

    const reset = (await parent.put('/v1/childprofile', { child_id: child.child_id, reset_pin: 1 })).body.data
      .child as ChildProfile;
    expect(reset.child_pin).toMatch(/^\d{6}$/);
    expect(
      (
        await new TestClient().post('/v1/login', {
          login_id: child.child_user_name,
          pin: child.child_pin,
          keepalive: true,
        })
      ).status,
    ).toBe(401);
    const junior = await juniorSignIn(child.child_user_name, reset.child_pin!);
    expect((await junior.post('/v1/refresh')).status).toBe(200);

    expect((await parent.put('/v1/childprofile', { child_id: child.child_id, is_delete: true })).body.data).toEqual({
      kind: 'deleted',
      child_id: child.child_id,
      erase_after: expect.any(String),
    });
    expect((await junior.post('/v1/refresh')).body).toMatchObject({ code: 401, message: 'Token is Invalid' });
    // An access token issued before the delete is ended with it (security-tokens.test.ts has every route).
    expect((await junior.get('/v1/childdetails')).status).toBe(403);
    expect((await junior.get('/v1/kidsscore')).status).toBe(403);
    expect((await parent.get<ChildListData>('/v1/childprofile')).body.data.childrenList).toEqual([]);
    expect(
      (
        await new TestClient().post('/v1/login', {
          login_id: child.child_user_name,
          pin: reset.child_pin,
          keepalive: true,
        })
      ).status,
    ).toBe(401);
    expect((await getItem(`USER#${userId}`, 'PROFILE'))?.childCount).toBe(0);
    expect((await parent.put('/v1/childprofile', { child_id: child.child_id, is_delete: true })).body).toMatchObject({
      code: 404,
      message: 'Child Token not found!',
    });
  });
});

describe('a parent reaches only their own children', () => {
  it('refuses parent A on parent B’s child, every way, and leaves it unchanged', async () => {
    const a = await newParent('Asha Parent');
    const b = await newParent('Bina Parent');
    const child = await addChild(b.client, 'Bela Roy', '7');
    const notFound = { code: 404, message: 'Child Token not found!' };
    expect(
      (await a.client.put('/v1/childprofile', { child_id: child.child_id, child_name: 'Hacked', child_grade: 4 })).body,
    ).toMatchObject(notFound);
    expect((await a.client.put('/v1/childprofile', { child_id: child.child_id, reset_pin: true })).body).toMatchObject(
      notFound,
    );
    expect((await a.client.put('/v1/childprofile', { child_id: child.child_id, is_delete: true })).body).toMatchObject(
      notFound,
    );
    expect((await a.client.post('/v1/usertoken', { child_id: child.child_id })).body).toMatchObject(notFound);
    expect((await a.client.post('/v1/childlicense', { child_id: child.child_id })).body).toMatchObject(notFound);
    expect((await a.client.get<ChildListData>('/v1/childprofile')).body.data.childrenList).toEqual([]);
    const still = (await b.client.get<ChildListData>('/v1/childprofile')).body.data.childrenList;
    expect(still).toEqual([
      expect.objectContaining({ child_id: child.child_id, child_name: 'Bela Roy', child_grade: 7 }),
    ]);
    await juniorSignIn(child.child_user_name, child.child_pin!);
  });

  it('gives a child token that works for that child only, and only on junior routes', async () => {
    const { client: parent } = await newParent();
    const first = await addChild(parent, 'Dev Nair', '3');
    const second = await addChild(parent, 'Diya Nair', '9');
    const acting = new TestClient();
    acting.token = (await parent.post('/v1/usertoken', { child_id: first.child_id })).body.data.token;
    const details = (await acting.get<ChildDetailsData>('/v1/childdetails')).body.data;
    expect(details.child).toMatchObject({ child_id: first.child_id, child_grade: 3 });
    expect(details.child.child_id).not.toBe(second.child_id);
    expect(details.final_test).toMatchObject({ course_id: 300, total_attempts: 1, attempts_left: 1 });
    expect(details.practice_test).toMatchObject({ course_id: 300, total_attempts: null, attempts_left: null });
    expect(details.speaking_test).toMatchObject({ state: 'buy' });
    expect((await acting.get('/v1/kidsscore')).body.data).toEqual({
      percentile: null,
      score: null,
      grade: 3,
      cert_url: null,
    });
    expect((await acting.get('/v1/childprofile')).body.code).toBe(403);
    expect((await acting.put('/v1/childprofile', { child_id: second.child_id, is_delete: 1 })).body.code).toBe(403);
    expect((await acting.get('/v1/mydashboard')).body.code).toBe(403);
    expect((await parent.get('/v1/childdetails')).body.code).toBe(403);
  });
});

describe('at most eight children', () => {
  it('refuses a ninth child, also when two are added at once', async () => {
    const { client: parent, userId } = await newParent();
    for (let i = 0; i < 7; i++) await addChild(parent, `Kid ${'abcdefg'[i]}`, '5');
    const both = await Promise.all([
      parent.post('/v1/childprofile', { child_name: 'Last One', child_grade: '5' }),
      parent.post('/v1/childprofile', { child_name: 'Last Two', child_grade: '5' }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.body.code === 409)?.body.message).toBe('A parent can add at most 8 children.');
    expect((await parent.post('/v1/childprofile', { child_name: 'Ninth', child_grade: '5' })).body.code).toBe(409);
    expect((await parent.get<ChildListData>('/v1/childprofile')).body.data.childrenList).toHaveLength(8);
    expect((await getItem(`USER#${userId}`, 'PROFILE'))?.childCount).toBe(8);
  });
});

describe('POST v1/childlicense', () => {
  it('applies a purchased licence to one child once and enrols the child', async () => {
    const { client: parent, userId } = await newParent();
    const child = await addChild(parent, 'Ila Nair', '6');
    const other = await addChild(parent, 'Om Nair', '8');
    await putItem({
      pk: `USER#${userId}`,
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
    const list = (await parent.get<ChildListData>('/v1/childprofile')).body.data;
    expect(list.unappliedLicences).toBe(1);
    expect(list.childrenList.every((c) => c.is_parentpurchased && !c.is_purchased)).toBe(true);

    const [one, two] = await Promise.all([
      parent.post('/v1/childlicense', { child_id: child.child_id }),
      parent.post('/v1/childlicense', { child_id: other.child_id }),
    ]);
    const winner = one.body.status ? one : two;
    expect([one, two].filter((r) => r.body.status)).toHaveLength(1);
    expect([one, two].find((r) => !r.body.status)?.body.code).toBe(409);
    expect(winner.body.data).toMatchObject({
      is_purchased: true,
      is_parentpurchased: false,
      product_id: 'kids-speaking-test',
      product_course_id: 683,
    });
    const acting = new TestClient();
    acting.token = (await parent.post('/v1/usertoken', { child_id: winner.body.data.child_id })).body.data.token;
    const details = (await acting.get<ChildDetailsData>('/v1/childdetails')).body.data;
    expect(details.speaking_test.state).toBe('purchased');
    expect(details.courses.map((c) => c.course_id)).toContain(683);
    expect((await parent.post('/v1/childlicense', { child_id: winner.body.data.child_id })).body).toMatchObject({
      code: 409,
      message: 'There is no purchased licence left to apply. Please buy a course for this child.',
    });
    const kabir = await juniorSignIn('kabir4821', '482913');
    expect((await kabir.post('/v1/childlicense', { child_id: 'demo-child-kabir' })).body.code).toBe(403);
  });
});
