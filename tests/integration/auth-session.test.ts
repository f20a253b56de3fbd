import { describe, expect, inject, it } from 'vitest';
import { TestClient, signInDemoParent } from '../support/api-client';
import { signUp } from '../support/accounts';

/** Sessions, single sign-on, social sign-in and the child token, through the local API. */
async function signedIn(loginId: string, pin: string, keepalive?: boolean): Promise<TestClient> {
  const client = new TestClient();
  const res = await client.post('/v1/login', {
    login_id: loginId,
    pin,
    ...(keepalive === undefined ? {} : { keepalive }),
  });
  client.token = res.body.data.token;
  return client;
}

describe('sessions', () => {
  it('refreshes the ID token with the cookie until logout revokes it', async () => {
    // Not a demo account: logout ends every token of the account, and other suites use those at once.
    const client = (await signUp()).client;
    const refreshed = await client.post('/v1/refresh');
    expect(refreshed.body).toMatchObject({ status: true, data: { expires_in: 3600 } });
    client.token = refreshed.body.data.token;
    expect((await client.get('/v1/validateuser')).status).toBe(200);
    const out = await client.get('/v1/logout');
    expect(out.body.message).toBe('You have been signed out.');
    expect(client.hasCookie('fl_rt')).toBe(false);
    const after = await client.call('POST', '/v1/refresh', undefined, { cookie: `fl_rt=${'x'.repeat(43)}` });
    expect(after.body).toMatchObject({ code: 401, message: 'Token is Invalid' });
  });

  it('refuses refresh without a cookie with the message the web acts on', async () => {
    expect((await new TestClient().post('/v1/refresh')).body).toMatchObject({
      status: false,
      message: 'Token is Invalid',
    });
  });

  it('leaves API Gateway’s own answers for a missing or forged token', async () => {
    const none = await new TestClient().get('/v1/validateuser');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Unauthorized' });
    const client = await signedIn('asha@example.com', '246810');
    client.token = client.token!.slice(0, -4) + (client.token!.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const forged = await client.get('/v1/validateuser');
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'Forbidden' });
  });
});

describe('social sign-in', () => {
  it('signs a Google user in through the local provider page, creating the account once', async () => {
    const base = inject('baseUrl');
    const form = new URLSearchParams({
      provider: 'google',
      redirect: '/?social_return=1',
      name: 'Riya Sharma',
      email: `riya-${Date.now()}@example.com`,
      verified: '1',
    });
    const res = await fetch(`${base}/_local/social`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!, base).hash.slice(1));
    const payload = {
      login_id: fragment.get('email'),
      user_token: fragment.get('id_token'),
      user_name: 'Riya Sharma',
      photo_url: '',
      social_domain: 'google',
    };
    const first = await new TestClient().post('/v1/login', payload);
    expect(first.body.data).toMatchObject({ email: fragment.get('email'), user_name: 'Riya Sharma', onboarding: true });
    const second = await new TestClient().post('/v1/login', payload);
    expect(second.body.data.user_id).toBe(first.body.data.user_id);
    const forged = await new TestClient().post('/v1/login', {
      ...payload,
      user_token: payload.user_token!.slice(0, -3) + 'abc',
    });
    expect(forged.body).toMatchObject({ code: 401, data: { error: 'socialTokenInvalid' } });
    const asFacebook = await new TestClient().post('/v1/login', { ...payload, social_domain: 'fb' });
    expect(asFacebook.body.code).toBe(401);
  });

  it('does not let an unverified e-mail open an account that owns that address', async () => {
    const base = inject('baseUrl');
    const form = new URLSearchParams({
      provider: 'google',
      redirect: '/',
      name: 'Not Asha',
      email: 'asha@example.com',
    });
    const res = await fetch(`${base}/_local/social`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = new URLSearchParams(new URL(res.headers.get('location')!, base).hash.slice(1)).get('id_token');
    const login = await new TestClient().post('/v1/login', {
      login_id: 'asha@example.com',
      user_token: token,
      social_domain: 'google',
    });
    expect(login.body).toMatchObject({ code: 409, data: { error: 'socialEmailUnverified' } });
  });
});

describe('POST v1/usertoken', () => {
  it('gives a parent a token for their own child, which acts as that junior', async () => {
    const parent = await signInDemoParent();
    const res = await parent.post('/v1/usertoken', { child_id: 'demo-child-meera' });
    expect(res.body.data).toMatchObject({ child_id: 'demo-child-meera', expires_in: 3600 });
    const child = new TestClient();
    child.token = res.body.data.token;
    expect((await child.get('/v1/validateuser')).body.data).toMatchObject({
      user_id: 'demo-child-meera',
      user_type: 'w',
    });
    // Acting for a child is not being a parent: the child token cannot mint more child tokens.
    expect((await child.post('/v1/usertoken', { child_id: 'demo-child-meera' })).body.code).toBe(403);

    const notMine = await parent.post('/v1/usertoken', { child_id: 'demo-adult-asha' });
    expect(notMine.body).toMatchObject({ code: 404, message: 'Child Token not found!' });
    const empty = await parent.post('/v1/usertoken', { child_id: '' });
    expect(empty.body).toMatchObject({ code: 422, message: 'Child Token not found!' });
  });

  it('refuses an adult learner and a junior', async () => {
    const adult = await signedIn('asha@example.com', '246810');
    expect((await adult.post('/v1/usertoken', { child_id: 'demo-child-kabir' })).body.code).toBe(403);
    const junior = await signedIn('kabir4821', '482913', true);
    expect((await junior.post('/v1/usertoken', { child_id: 'demo-child-kabir' })).body.code).toBe(403);
  });
});
