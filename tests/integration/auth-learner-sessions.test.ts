import { describe, expect, it } from 'vitest';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { TestClient } from '../support/api-client';
import { juniorSignIn, newLicence, registered, signUp } from '../support/accounts';
import { getItem, partition, setFields } from '../support/table';

/**
 * Learner sessions the product issues itself (docs/identity.md, "Learner sessions"): a junior's and a
 * licence key's sign-in, through the local API against DynamoDB Local, the same code as on AWS but
 * for the signer. Refresh tokens rotate at each use, a retry within the minute gets the same
 * successor, an old one come back ends the family and the account's tokens, logout ends it.
 */
const refused = { status: 403, body: { message: 'Forbidden' } };
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const familyKeyOf = (refreshToken: string) => {
  const [, userId, familyId] = refreshToken.split('.');
  return { pk: `SESSIONS#${userId}`, sk: `FAMILY#${familyId}` };
};

async function childOf(parentName: string): Promise<{ parent: TestClient; child: ChildProfile }> {
  const { client: parent } = await signUp({ parentName });
  const res = await parent.post('/v1/childprofile', { child_name: 'Tara Iyer', child_grade: '6', child_avatar: 3 });
  if (res.status !== 200) throw new Error(res.body.message);
  return { parent, child: res.body.data.child };
}

/** POST v1/refresh with exactly this refresh token, as a browser holding it would send it. */
async function refreshWith(refreshToken: string) {
  const client = new TestClient();
  const res = await client.call('POST', '/v1/refresh', undefined, { cookie: `fl_rt=${refreshToken}` });
  return { ...res, next: client.cookie('fl_rt'), setCookie: res.headers.getSetCookie() };
}

async function status(client: TestClient, path = '/v1/validateuser') {
  const { status: code, body } = await client.get(path);
  return code === 200 ? { status: 200 } : { status: code, body };
}

describe('a junior’s session', () => {
  it('is the product’s own: signs in, refreshes with a new refresh token each time, and logout ends it', async () => {
    const { child } = await childOf('Asha Iyer');
    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    const first = claimsOf(junior.token!);
    expect(first).toMatchObject({
      sub: child.child_id,
      token_use: 'session',
      iss: 'https://fluentia.app/test/session',
      'custom:user_type': 'w',
    });
    const t0 = junior.cookie('fl_rt')!;
    expect(t0.startsWith(`fls1.${child.child_id}.`)).toBe(true);
    // The table keeps the family's hash, never the token.
    const stored = await getItem(familyKeyOf(t0).pk, familyKeyOf(t0).sk);
    expect(stored).toMatchObject({ entity: 'sessionFamily', userId: child.child_id, keepalive: true });
    expect(JSON.stringify(stored)).not.toContain(t0.split('.').pop());

    const refreshed = await junior.post('/v1/refresh');
    expect(refreshed.body).toMatchObject({ status: true, data: { expires_in: 3600 } });
    const t1 = junior.cookie('fl_rt')!;
    expect(t1).not.toBe(t0);
    expect(claimsOf(refreshed.body.data.token).auth_time).toBe(first.auth_time);
    junior.token = refreshed.body.data.token;
    expect(await status(junior, '/v1/childdetails')).toEqual({ status: 200 });

    // The replaced token sent again within the minute (an answer lost on the way) gets the same successor.
    expect((await refreshWith(t0)).next).toBe(t1);

    expect((await junior.get('/v1/logout')).body.message).toBe('You have been signed out.');
    expect(junior.hasCookie('fl_rt')).toBe(false);
    expect((await refreshWith(t1)).body).toMatchObject({ code: 401, message: 'Token is Invalid' });
    expect(await getItem(familyKeyOf(t1).pk, familyKeyOf(t1).sk)).toBeUndefined();
    expect(await status(junior)).toEqual(refused);
  });

  it('refreshed by two tabs at once with one cookie, gives both the same successor', async () => {
    const { child } = await childOf('Bala Iyer');
    const t0 = (await juniorSignIn(child.child_user_name, child.child_pin!)).cookie('fl_rt')!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => refreshWith(t0)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const successors = new Set(answers.map((a) => a.next));
    expect(successors.size).toBe(1);
    const [t1] = successors;
    expect(t1).not.toBe(t0);
    expect((await refreshWith(t1!)).status).toBe(200);
  });

  it('is ended, with every token of the junior, when a replaced refresh token comes back after its minute', async () => {
    const { child } = await childOf('Chitra Iyer');
    const laptop = await juniorSignIn(child.child_user_name, child.child_pin!);
    const t0 = laptop.cookie('fl_rt')!;
    const t1 = (await refreshWith(t0)).next!;
    const key = familyKeyOf(t0);
    await setFields(key.pk, key.sk, { rotatedAtMs: Date.now() - 61_000 }); // as if the minute had passed
    // Someone replays the copy they took: refused, the family ends, and so does every token of the junior.
    expect((await refreshWith(t0)).body).toMatchObject({ code: 401, message: 'Token is Invalid' });
    expect(await getItem(key.pk, key.sk)).toBeUndefined();
    expect((await refreshWith(t1)).status).toBe(401);
    expect(await status(laptop)).toEqual(refused);
    // The junior signs in again with the PIN.
    const again = await juniorSignIn(child.child_user_name, child.child_pin!);
    expect(await status(again)).toEqual({ status: 200 });
  });

  it('not kept signed in, lives in a browser-session cookie, rotated like the others', async () => {
    const { child } = await childOf('Dev Iyer');
    const client = new TestClient();
    const res = await client.post('/v1/login', {
      login_id: child.child_user_name,
      pin: child.child_pin,
      keepalive: false,
    });
    expect(res.status).toBe(200);
    const t0 = client.cookie('fl_rt')!;
    expect(res.headers.getSetCookie().find((c) => c.startsWith('fl_rt='))).not.toMatch(/Max-Age/);
    const refreshed = await refreshWith(t0);
    expect(refreshed.setCookie.find((c) => c.startsWith('fl_rt='))).not.toMatch(/Max-Age/);
    expect(refreshed.next).not.toBe(t0);
    const stored = await getItem(familyKeyOf(t0).pk, familyKeyOf(t0).sk);
    expect(Number(stored?.expiresAtMs) - Number(stored?.authTime) * 1000).toBe(12 * 3600 * 1000);
  });

  it('is ended by a new PIN from the parent, and by deleting the child: ID token and refresh token', async () => {
    const { parent, child } = await childOf('Esha Iyer');
    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    const reset = (await parent.put('/v1/childprofile', { child_id: child.child_id, reset_pin: 1 })).body.data
      .child as ChildProfile;
    expect(await status(junior)).toEqual(refused);
    expect((await refreshWith(junior.cookie('fl_rt')!)).status).toBe(401);

    const again = await juniorSignIn(child.child_user_name, reset.child_pin!);
    expect(await status(again)).toEqual({ status: 200 });
    expect((await parent.put('/v1/childprofile', { child_id: child.child_id, is_delete: true })).status).toBe(200);
    expect(await status(again)).toEqual(refused);
    expect((await refreshWith(again.cookie('fl_rt')!)).status).toBe(401);
    expect((await partition(`SESSIONS#${child.child_id}`)).length).toBe(0);
  });
});

describe('a licence key’s session', () => {
  it('is the product’s own too (an organisation learner), while a PIN sign-in is Cognito’s', async () => {
    const key = await newLicence();
    const learner = new TestClient();
    const res = await learner.post('/v1/login', {
      login_id: `${9_100_000_000 + Math.floor(Math.random() * 1e8)}`,
      pin: key,
    });
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.data.token)).toMatchObject({
      token_use: 'session',
      'custom:user_type': 'T',
      'custom:org_id': 'org-sunrise',
    });
    expect(learner.cookie('fl_rt')!.startsWith('fls1.')).toBe(true);
    learner.token = res.body.data.token;
    expect(await status(learner, '/v1/mydashboard')).toEqual({ status: 200 });
    expect((await learner.post('/v1/refresh')).status).toBe(200);

    const adult = await registered();
    const pinClient = new TestClient();
    const pinLogin = await pinClient.post('/v1/login', { login_id: adult.loginId, pin: adult.pin });
    expect(claimsOf(pinLogin.body.data.token).token_use).toBe('id');
    expect(pinClient.cookie('fl_rt')!.startsWith('fls1.')).toBe(false);
  });
});
