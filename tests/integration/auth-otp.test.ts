import { describe, expect, it } from 'vitest';
import { TestClient, ageLastSend, freshEmail, freshPhone, latestCode } from '../support/api-client';

/** OTP sign-in and parent sign-up, through the local API against DynamoDB Local. */
describe('OTP sign-in', () => {
  it('signs an existing account in with the code from the outbox, once', async () => {
    const phone = freshPhone();
    await new TestClient().post('/v1/register', { login_id: phone, full_name: 'Arjun Das' });
    await ageLastSend(phone);
    const client = new TestClient();
    const sent = await client.post('/v1/otplogin', { login_id: phone });
    expect(sent.body).toMatchObject({
      message: 'OTP sent successfully.',
      data: { login_id: phone, login_type: 'phone', resend_after: 30 },
    });
    const otp = await latestCode(phone);
    const ok = await client.post('/v1/verifyloginotp', { otp, user_id: sent.body.data.user_id });
    expect(ok.body.data).toMatchObject({
      user_name: 'Arjun Das',
      isParent: false,
      new_user: false,
      hasChildLicense: false,
      user_phone: phone,
    });
    const again = await client.post('/v1/verifyloginotp', { otp, user_id: sent.body.data.user_id });
    expect(again.body).toMatchObject({
      code: 401,
      message: 'This OTP has expired or has been used. Please ask for a new one.',
    });
  });

  it('creates the account of an unknown e-mail when its code is verified', async () => {
    const email = freshEmail();
    const sent = await new TestClient().post('/v1/otplogin', { login_id: email });
    expect(sent.body.data.login_type).toBe('email');
    const res = await new TestClient().post('/v1/verifyloginotp', {
      otp: await latestCode(email),
      user_id: sent.body.data.user_id,
    });
    expect(res.body.data).toMatchObject({ new_user: true, isParent: false, user_email: email });
    expect(res.body.data.user_id).not.toBe(sent.body.data.user_id); // the code's id is opaque, not the account's
  });

  it('allows three tries, then refuses even the right code', async () => {
    const phone = freshPhone();
    const sent = await new TestClient().post('/v1/otplogin', { login_id: phone });
    const otp = (await latestCode(phone))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    const first = await new TestClient().post('/v1/verifyloginotp', { otp: wrong, user_id: sent.body.data.user_id });
    expect(first.body).toMatchObject({ code: 401, message: 'The OTP is incorrect. Please check it and try again.' });
    await new TestClient().post('/v1/verifyloginotp', { otp: wrong, user_id: sent.body.data.user_id });
    const third = await new TestClient().post('/v1/verifyloginotp', { otp: wrong, user_id: sent.body.data.user_id });
    expect(third.body.message).toBe('Too many wrong OTPs. Please ask for a new one.');
    const right = await new TestClient().post('/v1/verifyloginotp', { otp, user_id: sent.body.data.user_id });
    expect(right.body).toMatchObject({ code: 429, data: { error: 'otpTriesExhausted' } });
  });

  it('makes only the newest code work after a resend', async () => {
    const phone = freshPhone();
    const sent = await new TestClient().post('/v1/otplogin', { login_id: phone });
    const firstCode = await latestCode(phone);
    expect((await new TestClient().post('/v1/otplogin', { login_id: phone })).body.code).toBe(429);
    await ageLastSend(phone);
    const resent = await new TestClient().post('/v1/otplogin', { login_id: phone });
    expect(resent.body.data.user_id).toBe(sent.body.data.user_id);
    const secondCode = await latestCode(phone);
    if (firstCode !== secondCode) {
      expect(
        (await new TestClient().post('/v1/verifyloginotp', { otp: firstCode, user_id: sent.body.data.user_id })).body
          .code,
      ).toBe(401);
    }
    expect(
      (await new TestClient().post('/v1/verifyloginotp', { otp: secondCode, user_id: sent.body.data.user_id })).status,
    ).toBe(200);
  });

  it('lets one of two parallel verifications of the same code through', async () => {
    const phone = freshPhone();
    const sent = await new TestClient().post('/v1/otplogin', { login_id: phone });
    const otp = await latestCode(phone);
    const both = await Promise.all(
      [0, 1].map(() => new TestClient().post('/v1/verifyloginotp', { otp, user_id: sent.body.data.user_id })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('answers a bad OTP body with the spec message and nothing written', async () => {
    const res = await new TestClient().post('/v1/verifyloginotp', { otp: '', user_id: 'x' });
    expect(res.body).toMatchObject({ code: 422, message: 'Please enter OTP.' });
  });
});

describe('parent sign-up', () => {
  it('creates a parent account from a name and phone once the OTP is verified', async () => {
    const phone = freshPhone();
    const sent = await new TestClient().post('/v1/parentsignup', { login_id: phone, parent_name: 'Farah Khan' });
    expect(sent.body.message).toBe('OTP sent successfully.');
    const res = await new TestClient().post('/v1/verifyloginotp', {
      otp: await latestCode(phone),
      user_id: sent.body.data.user_id,
    });
    expect(res.body.data).toMatchObject({ isParent: true, new_user: true, user_name: 'Farah Khan', user_type: 'k' });
  });

  it('asks for the parent name', async () => {
    const res = await new TestClient().post('/v1/parentsignup', { login_id: freshPhone(), parent_name: ' ' });
    expect(res.body).toMatchObject({ code: 422, message: 'Please enter your name' });
  });

  it('makes an existing adult a parent only once the code is verified', async () => {
    const phone = freshPhone();
    await new TestClient().post('/v1/register', { login_id: phone, full_name: 'Ravi Kumar' });
    const pin = await latestCode(phone);
    await ageLastSend(phone);
    const sent = await new TestClient().post('/v1/parentsignup', { login_id: phone, parent_name: 'Someone Else' });
    // Asking proves nothing: until the code is verified the account is still an adult learner's.
    const before = await new TestClient().post('/v1/login', { login_id: phone, pin });
    expect(before.body.data).toMatchObject({ user_type: 'T', user_name: 'Ravi Kumar' });
    const verified = await new TestClient().post('/v1/verifyloginotp', {
      otp: await latestCode(phone),
      user_id: sent.body.data.user_id,
    });
    expect(verified.body.data).toMatchObject({
      isParent: true,
      user_type: 'k',
      user_name: 'Ravi Kumar',
      new_user: false,
    });
  });
});
