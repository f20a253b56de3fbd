import { describe, expect, it } from 'vitest';
import type { ProfileData } from '#shared/api/contract-accounts';
import { TestClient, ageLastSend, freshEmail, freshPhone, latestCode } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { getItem } from '../support/table';

/** Profile, onboarding, the older profile call, mobile verification and PIN reset, through the local API. */
const onboardingAnswers = (extra: Record<string, unknown> = {}) => ({
  user_type: 'Student',
  isParent: true,
  childrenAge: '6,9',
  receiveWhatsappNotification: true,
  whatsappNumber: '6123456789',
  isSubscribe: true,
  full_name: 'Ravi Kumar',
  ...extra,
});

describe('GET and POST v1/onboarding', () => {
  it('starts pending, refuses bad answers and a taken phone with nothing written, then saves everything at the end', async () => {
    const { client, userId } = await signUp({ loginId: freshEmail() });
    const before = (await client.get<ProfileData>('/v3/user_profile')).body.data;
    expect(before).toMatchObject({ onboarding: true, pending: '0', user_id: userId });

    const bad = await client.post(
      '/v1/onboarding',
      onboardingAnswers({ whatsappNumber: '5123456789', full_name: 'R2' }),
    );
    expect(bad.body).toMatchObject({ code: 422 });
    expect(bad.body.data.fields).toMatchObject({
      whatsappNumber: 'Incorrect mobile number',
      full_name: 'Incorrect name.',
    });
    expect((await client.post('/v1/onboarding', {})).body.data.fields).toMatchObject({
      user_type: 'Your background is required',
      isParent: 'Please fill out this field',
      receiveWhatsappNotification: 'Whatsapp Notification is required',
      isSubscribe: 'Notification is required',
      full_name: 'Name is required.',
    });

    const taken = await client.post('/v1/onboarding', onboardingAnswers({ phone: '9876543210' }));
    expect(taken.body).toMatchObject({ code: 409, message: 'Phone number exists for another user' });
    const unchanged = (await client.get<ProfileData>('/v3/user_profile')).body.data;
    expect(unchanged).toMatchObject({ pending: '0', full_name: null, phone: null });

    const phone = freshPhone();
    const done = await client.post<ProfileData>('/v1/onboarding', onboardingAnswers({ phone }));
    expect(done.body).toMatchObject({
      status: true,
      data: { onboarding: false, pending: null, phone, full_name: 'Ravi Kumar' },
    });
    expect(done.body.data.user_profile).toMatchObject({
      userType: 'Student',
      isParent: true,
      childrenAge: '6,9',
      whatsappNumber: '6123456789',
      isSubscribe: true,
      isMobVerified: false,
    });
    // A typed phone is a contact, not a login id, until a code proves it (docs/security.md).
    expect(await getItem(`LOGIN#phone#${phone}`, 'LOGIN')).toBeUndefined();
    expect((await getItem(`USER#${userId}`, 'PROFILE'))?.phone).toBe(phone);
    const notes = (await client.get('/v1/notifications')).body.data.notifications;
    expect(notes[0]).toMatchObject({ message: 'Welcome to Fluentia! Your profile is ready.', unread: true });
  });

  it('says which e-mail is taken', async () => {
    const { client } = await signUp();
    const res = await client.post('/v1/onboarding', onboardingAnswers({ email: 'asha@example.com' }));
    expect(res.body).toMatchObject({ code: 409, message: 'Email address exists for another user' });
  });
});

describe('POST v3/user_profile', () => {
  it('saves the profile form, keeping a new e-mail a contact until proven, and applies the 7-9 WhatsApp reading', async () => {
    const first = freshEmail();
    const { client, userId } = await signUp({ loginId: first });
    const email = freshEmail();
    const form = {
      full_name: 'Meena S. Iyer',
      age: '34',
      gender: 'F',
      email,
      user_type: 'Teacher/Trainer',
      primary_purpose: 'Others',
      primary_purpose_other: 'Teach my class',
      receiveWhatsappNotification: true,
      whatsappNumber: '7123456789',
      isMobVerified: true,
    };
    const res = await client.post<ProfileData>('/v3/user_profile', form);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, full_name: 'Meena S. Iyer' });
    expect(res.body.data.user_profile).toMatchObject({
      age: 34,
      gender: 'F',
      primaryPurposeOther: 'Teach my class',
      isMobVerified: false,
    });
    // Everything the form requires is saved (the phone is optional): 'Complete your profile' goes.
    expect(res.body.data.profile_incomplete).toBe(false);
    expect((await client.get('/v1/mydashboard')).body.data.profile_incomplete).toBe(false);
    // The proven e-mail still signs in; the typed one is shown but is no login id.
    expect((await getItem(`LOGIN#email#${first}`, 'LOGIN'))?.userId).toBe(userId);
    expect(await getItem(`LOGIN#email#${email}`, 'LOGIN')).toBeUndefined();

    // 6 starts a valid onboarding WhatsApp number but not a profile one.
    const six = await client.post('/v3/user_profile', { ...form, whatsappNumber: '6123456789' });
    expect(six.body).toMatchObject({ code: 422, message: 'Incorrect mobile number' });
    const messages = (
      await client.post('/v3/user_profile', {
        ...form,
        full_name: 'M1',
        age: 'x',
        email: 'nope',
        user_type: '',
        phone: '12345',
      })
    ).body.data.fields;
    expect(messages).toMatchObject({
      full_name: 'Name should only contain alphabets',
      age: 'Age should be numeric',
      email: 'Email id is not valid',
      user_type: 'Please tell us about yourself',
      phone: 'Phone number is not valid',
    });
    expect((await client.post('/v3/user_profile', { ...form, childrenAge: '4,,7' })).body.message).toBe(
      'Please add age or remove field',
    );
    expect((await client.post('/v3/user_profile', { ...form, childrenAge: '4,18' })).body.message).toBe(
      'Child age should be less than 18',
    );
  });

  it('answers concurrent saves of one profile with success or a 409 to try again, never a 500', async () => {
    const { client } = await signUp({ loginId: freshEmail() });
    const form = (name: string) => ({
      full_name: name,
      age: '30',
      gender: 'F',
      email: freshEmail(),
      user_type: 'Student',
      primary_purpose: 'Others',
      primary_purpose_other: 'Work',
      receiveWhatsappNotification: false,
    });
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        client.post('/v3/user_profile', form('Asha Rao')),
        client.post('/v3/user_profile', form('Neha Shah')),
        client.post('/v3/user_profile', form('Kiran Rao')),
      ]);
      statuses.push(...answers.map((a) => a.status));
    }
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    ).toBe(true);
    expect(statuses).toContain(200);
  });

  it('keeps juniors out of adult account calls', async () => {
    const kabir = await juniorSignIn('kabir4821', '482913');
    expect((await kabir.get('/v3/user_profile')).body.code).toBe(403);
    expect((await kabir.get('/v1/mydashboard')).body.code).toBe(403);
    expect((await new TestClient().get('/v3/user_profile')).status).toBe(401);
  });
});

describe('POST v1/user_profile (older call, coach call)', () => {
  it('answers with the spec messages', async () => {
    const { client } = await signUp({ loginId: freshEmail() });
    const phone = freshPhone();
    const res = await client.post('/v1/user_profile', {
      phone,
      email: freshEmail(),
      full_name: 'Arun Das',
      is_olympiad: 0,
    });
    expect(res.body).toMatchObject({ status: true, message: 'User details updated successfully.' });
    const coach = await client.post('/v1/user_profile', {
      phone,
      email: freshEmail(),
      full_name: 'Arun Das',
      isCoachCall: true,
    });
    expect(coach.body.message).toBe('User details updated successfully. Redirecting to calendar.');
    expect(
      (await client.post('/v1/user_profile', { phone: '5123456789', email: '', full_name: '' })).body.data.fields,
    ).toEqual({
      phone: 'Please enter a valid mobile number',
      email: 'Please enter your email.',
      full_name: 'Please enter your full name.',
    });
  });
});

describe('POST v1/sendOTP and v1/verifyOTP', () => {
  it('verifies a mobile number once, and refuses a number that is someone else’s', async () => {
    const { client, userId } = await signUp({ loginId: freshEmail() });
    expect((await client.post('/v1/sendOTP', { mobile: '9876543210' })).body).toMatchObject({
      code: 409,
      message: 'Phone number exists for another user',
    });
    expect((await client.post('/v1/sendOTP', { mobile: '' })).body.message).toBe('Phone number is required');
    const mobile = freshPhone();
    expect((await client.post('/v1/sendOTP', { mobile })).body).toMatchObject({
      status: true,
      message: 'OTP sent successfully.',
    });
    expect((await client.post('/v1/verifyOTP', { otp: '' })).body.message).toBe('Please enter OTP.');
    const code = (await latestCode(mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client.post('/v1/verifyOTP', { otp: wrong })).body.code).toBe(401);
    expect((await client.post('/v1/verifyOTP', { otp: code })).body).toMatchObject({
      status: true,
      data: { phone: mobile, isMobVerified: true },
    });
    expect((await client.get<ProfileData>('/v3/user_profile')).body.data).toMatchObject({
      phone: mobile,
      user_profile: { isMobVerified: true },
    });
    expect((await getItem(`LOGIN#phone#${mobile}`, 'LOGIN'))?.userId).toBe(userId);
    await ageLastSend(mobile);
    expect((await client.post('/v1/sendOTP', { mobile })).body).toMatchObject({
      code: 409,
      message: 'Phone number already verified',
    });
  });

  it('does not take a sign-in code as a verification code', async () => {
    const { client, loginId, userId } = await signUp();
    await ageLastSend(loginId);
    const sent = await new TestClient().post('/v1/otplogin', { login_id: loginId });
    const signInCode = (await latestCode(loginId))!;
    expect((await client.post('/v1/verifyOTP', { otp: signInCode })).body.code).toBe(401);
    const signedIn = await new TestClient().post('/v1/verifyloginotp', {
      otp: signInCode,
      user_id: sent.body.data.user_id,
    });
    expect(signedIn.body.data.user_id).toBe(userId);
  });
});

describe('GET v1/resetpin', () => {
  it('sends a new PIN that signs the user in', async () => {
    const { client, loginId } = await signUp();
    await ageLastSend(loginId);
    expect((await client.get('/v1/resetpin')).body).toMatchObject({
      status: true,
      message: 'Pin sent to registered email/mobile number',
    });
    const pin = await latestCode(loginId);
    expect((await new TestClient().post('/v1/login', { login_id: loginId, pin })).status).toBe(200);
  });
});

describe('POST v1/updateuserrole and v1/updateSubscribe', () => {
  it('saves the coach intake and the subscribe choice', async () => {
    const { client } = await signUp();
    expect(
      (await client.post('/v1/updateuserrole', { user_background: 'Engineer', user_role: 2, user_skill: 1 })).body.data,
    ).toEqual({ user_background: 'Engineer', user_role: 2, user_skill: 1 });
    expect(
      (await client.post('/v1/updateuserrole', { user_background: 'x', user_role: 7, user_skill: 1 })).body.code,
    ).toBe(422);
    expect((await client.post('/v1/updateSubscribe', { isSubscribe: true })).body.data).toEqual({ isSubscribe: true });
    expect((await client.get('/v1/checknotify')).body.data).toEqual({ notify_is_on: true });
    expect((await client.post('/v1/updateSubscribe', {})).body.message).toBe('Notification is required');
  });
});
