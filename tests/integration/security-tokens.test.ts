import { describe, expect, it } from 'vitest';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { TestClient, ageLastSend, freshEmail, latestCode } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { getItem } from '../support/table';

/**
 * Ending tokens (docs/security.md, "Ending tokens"): logout, a new PIN, deleting a child and a merge
 * end every token of that account or child. An ended token gets API Gateway's own refusal, exactly
 * as an expired one does (the suites run with the authorizer caches off, so it is refused at once).
 */
const refused = { status: 403, body: { message: 'Forbidden' } };

async function statusAndBody(res: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await res;
  return { status, body };
}

/** The signed-in calls a learner makes most, each as one request. */
function learnerCalls(client: TestClient) {
  return {
    'GET v1/validateuser': () => client.get('/v1/validateuser'),
    'GET v1/courses': () => client.get('/v1/courses'),
    'GET v1/mystep': () => client.get('/v1/mystep'),
    'POST v1/change_grant': () => client.post('/v1/change_grant', { grade: 6 }),
    'POST v1/startAttempt': () => client.post('/v1/startAttempt', { course_id: 300, element_id: 3001 }),
  };
}

async function expectAllRefused(calls: Record<string, () => Promise<{ status: number; body: unknown }>>) {
  for (const [name, call] of Object.entries(calls)) expect(await statusAndBody(call()), name).toEqual(refused);
}

async function newChild(parent: TestClient): Promise<ChildProfile> {
  const res = await parent.post('/v1/childprofile', { child_name: 'Ira Menon', child_grade: '5', child_avatar: 1 });
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.data.child;
}

describe('logout', () => {
  it('ends the access token on every route, on every device, and a fresh sign-in works again', async () => {
    const { client, loginId } = await signUp();
    const otherDevice = new TestClient();
    otherDevice.token = client.token;
    expect((await client.get('/v1/validateuser')).status).toBe(200);
    const kept = client.token;

    expect((await client.get('/v1/logout')).body.message).toBe('You have been signed out.');
    client.token = kept;
    await expectAllRefused({
      'GET v1/validateuser': () => client.get('/v1/validateuser'),
      'GET v1/courses': () => client.get('/v1/courses'),
      'GET v3/user_profile': () => client.get('/v3/user_profile'),
      'GET v1/mydashboard': () => client.get('/v1/mydashboard'),
      'POST v1/updateSubscribe': () => client.post('/v1/updateSubscribe', { isSubscribe: false }),
      'GET v1/logout': () => client.get('/v1/logout'),
    });
    expect(await statusAndBody(otherDevice.get('/v1/validateuser'))).toEqual(refused);

    await ageLastSend(loginId);
    const again = await signUp({ loginId });
    expect((await again.client.get('/v1/validateuser')).status).toBe(200);
    expect((await again.client.get('/v1/courses')).status).toBe(200);
  });

  it('ends the refresh token of another session of the account too', async () => {
    const pinUser = freshEmail();
    await new TestClient().post('/v1/register', { login_id: pinUser });
    const pin = await latestCode(pinUser);
    const signIn = async () => {
      const c = new TestClient();
      c.token = (await c.post('/v1/login', { login_id: pinUser, pin })).body.data.token;
      return c;
    };
    const [laptop, phone] = [await signIn(), await signIn()];
    expect((await phone.post('/v1/refresh')).status).toBe(200);
    await laptop.get('/v1/logout');
    expect((await phone.post('/v1/refresh')).body).toMatchObject({ code: 401, message: 'Token is Invalid' });
    expect((await (await signIn()).post('/v1/refresh')).status).toBe(200);
  });
});

describe('a new PIN', () => {
  it('ends the tokens issued with the old one; the new PIN signs in', async () => {
    const { client, loginId } = await signUp();
    const old = client.token;
    await ageLastSend(loginId);
    expect((await client.get('/v1/resetpin')).body.status).toBe(true);
    client.token = old;
    expect(await statusAndBody(client.get('/v1/validateuser'))).toEqual(refused);
    expect(await statusAndBody(client.get('/v1/courses'))).toEqual(refused);

    const fresh = new TestClient();
    const res = await fresh.post('/v1/login', { login_id: loginId, pin: await latestCode(loginId) });
    expect(res.status).toBe(200);
    fresh.token = res.body.data.token;
    expect((await fresh.get('/v1/validateuser')).status).toBe(200);
  });

  it('given to a child by the parent ends the child’s tokens', async () => {
    const { client: parent } = await signUp({ parentName: 'Nila Menon' });
    const child = await newChild(parent);
    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    expect((await junior.get('/v1/validateuser')).status).toBe(200);
    const reset = (await parent.put('/v1/childprofile', { child_id: child.child_id, reset_pin: 1 })).body.data
      .child as ChildProfile;
    expect(await statusAndBody(junior.get('/v1/validateuser'))).toEqual(refused);
    const again = await juniorSignIn(child.child_user_name, reset.child_pin!);
    expect((await again.get('/v1/validateuser')).status).toBe(200);
  });
});

describe('deleting a child', () => {
  it('ends the child’s own token and the parent’s child token on every signed-in route', async () => {
    const { client: parent } = await signUp({ parentName: 'Ravi Menon' });
    const child = await newChild(parent);
    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    const acting = new TestClient();
    acting.token = (await parent.post('/v1/usertoken', { child_id: child.child_id })).body.data.token;
    for (const client of [junior, acting]) {
      expect((await client.get('/v1/validateuser')).status).toBe(200);
      expect((await client.get('/v1/courses')).status).toBe(200);
    }

    expect((await parent.put('/v1/childprofile', { child_id: child.child_id, is_delete: true })).body.data).toEqual({
      kind: 'deleted',
      child_id: child.child_id,
      erase_after: expect.any(String),
    });
    const grade = (await getItem(`USER#${child.child_id}`, 'PROFILE'))?.grade;
    await expectAllRefused(learnerCalls(junior));
    await expectAllRefused(learnerCalls(acting));
    expect((await getItem(`USER#${child.child_id}`, 'PROFILE'))?.grade).toBe(grade);
    // The parent's own token is untouched.
    expect((await parent.get('/v1/childprofile')).status).toBe(200);
  });
});

describe('an account merge', () => {
  it('ends the merged-away account’s tokens; its login id then signs in to the account that stays', async () => {
    const p = await signUp();
    const s = await signUp({ loginId: freshEmail() });
    await ageLastSend(s.loginId);
    const sent = await p.client.post('/v1/sendotp', { user_name: s.loginId });
    expect(sent.body.status).toBe(true);
    // secondary_id is the opaque reference sendotp gave (docs/security.md), not the account's id.
    const merged = await p.client.post('/v1/mergeuser', {
      secondary_id: sent.body.data.secondary_id,
      otp: await latestCode(s.loginId),
    });
    expect(merged.body.status).toBe(true);

    expect(await statusAndBody(s.client.get('/v1/validateuser'))).toEqual(refused);
    expect(await statusAndBody(s.client.get('/v1/courses'))).toEqual(refused);
    expect(await statusAndBody(s.client.get('/v3/user_profile'))).toEqual(refused);
    expect((await p.client.get('/v1/validateuser')).status).toBe(200);

    await ageLastSend(s.loginId);
    const again = await signUp({ loginId: s.loginId });
    expect(again.userId).toBe(p.userId);
    expect((await again.client.get('/v1/validateuser')).status).toBe(200);
  });
});
