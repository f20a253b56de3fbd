import { describe, expect, it } from 'vitest';
import type { ProfileData } from '#shared/api/contract-accounts';
import { TestClient, ageLastSend, freshEmail, freshPhone, latestCode } from '../support/api-client';
import { signUp } from '../support/accounts';
import { getItem } from '../support/table';

/**
 * A phone or e-mail typed into the profile is a contact, not a login id, until a code sent to it
 * proves it (docs/security.md, "Contacts and login ids").
 */
const form = (extra: Record<string, unknown>) => ({
  full_name: 'Kiran Shah',
  user_type: 'Student',
  email: freshEmail(),
  ...extra,
});

async function otpSignIn(loginId: string) {
  await ageLastSend(loginId);
  const sent = await new TestClient().post('/v1/otplogin', { login_id: loginId });
  return new TestClient().post('/v1/verifyloginotp', {
    otp: await latestCode(loginId),
    user_id: sent.body.data.user_id,
  });
}

describe('contacts typed into the profile', () => {
  it("never let a stranger's own OTP sign-in land in the account that typed their e-mail", async () => {
    const typist = await signUp();
    const strangerEmail = freshEmail();
    const saved = await typist.client.post<ProfileData>('/v3/user_profile', form({ email: strangerEmail }));
    expect(saved.body).toMatchObject({ status: true, data: { email: strangerEmail } });
    expect((await typist.client.get<ProfileData>('/v3/user_profile')).body.data.email).toBe(strangerEmail); // shown as typed
    expect(await getItem(`LOGIN#email#${strangerEmail}`, 'LOGIN')).toBeUndefined();

    const stranger = await otpSignIn(strangerEmail);
    expect(stranger.body.data).toMatchObject({ new_user: true, user_email: strangerEmail });
    expect(stranger.body.data.user_id).not.toBe(typist.userId);
  });

  it('make a typed phone a login id only once its code proves it', async () => {
    const { client, userId } = await signUp({ loginId: freshEmail() });
    const phone = freshPhone();
    await client.post('/v3/user_profile', form({ phone }));
    expect(await getItem(`LOGIN#phone#${phone}`, 'LOGIN')).toBeUndefined();
    expect((await client.get<ProfileData>('/v3/user_profile')).body.data.user_profile).toMatchObject({
      phone,
      isMobVerified: false,
    });

    await ageLastSend(phone);
    expect((await client.post('/v1/sendOTP', { mobile: phone })).body.status).toBe(true);
    expect((await client.post('/v1/verifyOTP', { otp: await latestCode(phone) })).body.data).toEqual({
      phone,
      isMobVerified: true,
    });
    expect((await getItem(`LOGIN#phone#${phone}`, 'LOGIN'))?.userId).toBe(userId);
    expect((await otpSignIn(phone)).body.data).toMatchObject({ user_id: userId, new_user: false });
  });

  it("still refuse another account's login id with the spec's message", async () => {
    const { client } = await signUp();
    expect((await client.post('/v3/user_profile', form({ email: 'asha@example.com' }))).body).toMatchObject({
      code: 409,
      message: 'Email address exists for another user',
    });
  });
});
