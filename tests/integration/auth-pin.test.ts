import { describe, expect, it } from 'vitest';
import { TestClient, ageLastSend, freshEmail, freshPhone, latestCode, outboxCount } from '../support/api-client';

/** PIN, licence-key and junior sign-in, sign-up and forgotten PIN, through the local API. */
describe('POST v1/login with a PIN', () => {
  it('signs a demo adult in, sets the refresh cookie, and the token works', async () => {
    const client = new TestClient();
    const res = await client.post('/v1/login', { login_id: 'asha@example.com', pin: '246810' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      user_id: 'demo-adult-asha',
      user_name: 'Asha Rao',
      user_type: 'T',
      is_retail: true,
      email: 'asha@example.com',
      expires_in: 3600,
    });
    expect(client.hasCookie('fl_rt')).toBe(true);
    expect(res.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Strict/);
    client.token = res.body.data.token;
    expect((await client.get('/v1/validateuser')).body.data).toMatchObject({
      user_id: 'demo-adult-asha',
      login_id: 'asha@example.com',
    });
  });

  it('gives the same answer for a wrong PIN and an unknown account', async () => {
    const wrong = await new TestClient().post('/v1/login', { login_id: 'asha@example.com', pin: '000000' });
    const unknown = await new TestClient().post('/v1/login', { login_id: freshEmail(), pin: '000000' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ status: false, code: 401, message: 'The login id or PIN is incorrect.' });
  });

  it('answers invalid input with the spec messages and writes nothing', async () => {
    const res = await new TestClient().post('/v1/login', { login_id: '4123456789', pin: '' });
    expect(res.body).toMatchObject({
      code: 422,
      message: 'Please enter a valid mobile number',
      data: { fields: { login_id: 'Please enter a valid mobile number', pin: 'Please enter your PIN' } },
    });
  });

  it('locks an account after five wrong PINs, even against the right one, and says so', async () => {
    const phone = freshPhone();
    const client = new TestClient();
    expect((await client.post('/v1/register', { login_id: phone })).status).toBe(200);
    const pin = await latestCode(phone);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/v1/login', { login_id: phone, pin: pin === '111111' ? '222222' : '111111' }),
      ),
    );
    expect(attempts.map((a) => a.body.code).sort()).toContain(429);
    const right = await client.post('/v1/login', { login_id: phone, pin });
    expect(right.body).toMatchObject({
      code: 429,
      message: 'Too many wrong attempts. Please wait 15 minutes and try again, or ask for a new PIN.',
    });
  });
});

describe('sign-up and forgotten PIN', () => {
  it('creates an account for a new phone, sends its PIN, and the PIN signs in', async () => {
    const phone = freshPhone();
    const res = await new TestClient().post('/v1/register', { login_id: phone, full_name: 'Neha Gupta' });
    expect(res.body).toMatchObject({ status: true, message: 'PIN sent to phone/email. Enter PIN to get started.' });
    const pin = await latestCode(phone);
    expect(pin).toMatch(/^\d{6}$/);
    const login = await new TestClient().post('/v1/login', { login_id: phone, pin });
    expect(login.body.data).toMatchObject({ user_name: 'Neha Gupta', phone, onboarding: true, is_retail: true });
  });

  it('answers forgot-PIN alike for known and unknown ids, and only the new PIN works after it', async () => {
    const email = freshEmail();
    await new TestClient().post('/v1/register', { login_id: email });
    const oldPin = await latestCode(email);
    await ageLastSend(email);
    const known = await new TestClient().post('/v1/forgotpassword', { user_name: email });
    const stranger = freshEmail();
    const unknown = await new TestClient().post('/v1/forgotpassword', { user_name: stranger });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('Pin sent to registered email/mobile number');
    expect(await outboxCount(stranger)).toBe(0);
    const newPin = await latestCode(email);
    expect(newPin).not.toBe(oldPin);
    if (oldPin !== newPin)
      expect((await new TestClient().post('/v1/login', { login_id: email, pin: oldPin })).body.code).toBe(401);
    expect((await new TestClient().post('/v1/login', { login_id: email, pin: newPin })).status).toBe(200);
  });

  it('refuses a second PIN within 30 seconds, from the server', async () => {
    const phone = freshPhone();
    await new TestClient().post('/v1/register', { login_id: phone });
    const again = await new TestClient().post('/v1/forgotpassword', { user_name: phone });
    expect(again.body).toMatchObject({ code: 429, data: { error: 'resendTooSoon' } });
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
  });

  it('does not register an aadhaar or olympiad id, which has nowhere to send a PIN', async () => {
    const res = await new TestClient().post('/v1/register', { login_id: '1234567890' });
    expect(res.body).toMatchObject({ code: 422, message: 'Please enter a valid email or mobile number' });
  });
});

describe('licence keys and juniors', () => {
  it('signs the demo organisation learner in with their key', async () => {
    const res = await new TestClient().post('/v1/login', { login_id: '9876543210', pin: 'flu-org1-0001' });
    expect(res.body.data).toMatchObject({ user_id: 'demo-org-vikram', user_orgid: 'org-sunrise', is_retail: false });
  });

  it('applies an unused key once: it makes the first account, and refuses everyone else', async () => {
    const first = freshEmail();
    const a = await new TestClient().post('/v1/login', { login_id: first, pin: 'FLU-ORG1-0003' });
    expect(a.body.data).toMatchObject({ user_orgid: 'org-sunrise', is_retail: false, onboarding: true });
    expect(
      (await new TestClient().post('/v1/login', { login_id: first, pin: 'FLU-ORG1-0003' })).body.data.user_id,
    ).toBe(a.body.data.user_id);
    // To anyone else a used key answers exactly as a key that does not exist.
    const other = await new TestClient().post('/v1/login', { login_id: freshEmail(), pin: 'FLU-ORG1-0003' });
    const none = await new TestClient().post('/v1/login', { login_id: freshEmail(), pin: 'NOT-A-KEY' });
    expect(other.body).toMatchObject({
      code: 401,
      message: 'This licence key is not valid or is already in use. Please check it with your organisation.',
    });
    expect(other.body).toEqual(none.body);
    expect((await new TestClient().post('/v1/login', { login_id: first, pin: 'NOT-A-KEY' })).body.code).toBe(401);
  });

  it('lets two people race for one key and gives it to exactly one', async () => {
    const tries = await Promise.all(
      [freshEmail(), freshEmail(), freshEmail()].map((id) =>
        new TestClient().post('/v1/login', { login_id: id, pin: 'FLU-ORG1-0004' }),
      ),
    );
    expect(tries.filter((t) => t.status === 200)).toHaveLength(1);
    expect(tries.filter((t) => t.body.code === 401)).toHaveLength(2);
  });

  it('signs a junior in by username and PIN on the junior page only', async () => {
    const junior = await new TestClient().post('/v1/login', { login_id: 'Kabir4821', pin: '482913', keepalive: false });
    expect(junior.body.data).toMatchObject({
      user_id: 'demo-child-kabir',
      user_type: 'w',
      parent_id: 'demo-parent-priya',
      grade: expect.any(Number),
    }); // courses.test.ts may change the class
    expect(junior.headers.getSetCookie()[0]).not.toMatch(/Max-Age/); // not kept: a browser-session cookie
    const onMainPage = await new TestClient().post('/v1/login', {
      login_id: 'asha@example.com',
      pin: '246810',
      keepalive: true,
    });
    expect(onMainPage.body.code).toBe(422); // 'asha@example.com' is no username
  });
});
