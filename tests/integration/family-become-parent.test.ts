import { describe, expect, it } from 'vitest';
import type { OtpVerifiedData } from '#shared/api/contract';
import { TestClient, freshEmail, freshPhone, latestCode } from '../support/api-client';
import { signUp } from '../support/accounts';
import { getItem } from '../support/table';

/**
 * An adult learner becoming a parent without signing out (decision 0108): an OTP to a mobile number, as
 * the parent sign-up proves a phone, and then the parent's calls (add a child) with the new token.
 */
describe('POST v1/becomeparent and v1/becomeparent/verify', () => {
  it('makes a signed-in adult a parent once the code to their mobile is verified, with a new token that adds a child', async () => {
    const { client, userId } = await signUp({ loginId: freshEmail() });
    // Before: a regular learner may not list or add children.
    expect((await client.get('/v1/childprofile')).body.code).toBe(403);

    const mobile = freshPhone();
    expect((await client.post('/v1/becomeparent', { mobile })).body).toMatchObject({
      status: true,
      message: 'OTP sent successfully.',
    });
    const code = (await latestCode(mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client.post('/v1/becomeparent/verify', { otp: wrong })).body.code).toBe(401);
    // A sign-in with that code is refused: it only proves the phone for this account.
    expect((await new TestClient().post('/v1/verifyloginotp', { otp: code, user_id: userId })).body.status).toBe(false);
    const verified = (await client.post<OtpVerifiedData>('/v1/becomeparent/verify', { otp: code })).body;
    expect(verified).toMatchObject({
      status: true,
      data: { user_id: userId, isParent: true, user_type: 'k', user_phone: mobile },
    });
    expect(await getItem(`USER#${userId}`, 'PROFILE')).toMatchObject({
      type: 'k',
      phone: mobile,
      verifiedPhone: mobile,
    });
    expect(await getItem(`LOGIN#phone#${mobile}`, 'LOGIN')).toMatchObject({ userId });

    const parent = new TestClient();
    parent.token = verified.data.token;
    expect((await parent.get('/v1/childprofile')).body).toMatchObject({ status: true, data: { childrenList: [] } });
    const added = await parent.post('/v1/childprofile', { child_name: 'Ira Das', child_grade: 5 });
    expect(added.body.status).toBe(true);
    // Spent once: the same code cannot be used again, and a parent is not asked twice.
    for (const again of [
      parent.post('/v1/becomeparent/verify', { otp: code }),
      parent.post('/v1/becomeparent', { mobile: freshPhone() }),
    ]) {
      expect((await again).body).toMatchObject({ code: 409, message: 'You are already set up as a parent.' });
    }
  });

  it("refuses another user's phone, a bad number, an unsent code and a caller without a token, writing nothing", async () => {
    const { client, userId } = await signUp();
    expect((await client.post('/v1/becomeparent', { mobile: '9876543210' })).body).toMatchObject({
      code: 409,
      message: 'Phone number exists for another user',
    });
    expect((await client.post('/v1/becomeparent', { mobile: '12345' })).body.status).toBe(false);
    expect((await client.post('/v1/becomeparent/verify', { otp: '123456' })).body.code).toBe(401);
    expect(await getItem(`USER#${userId}`, 'PROFILE')).toMatchObject({ type: 'T' });
    expect((await new TestClient().post('/v1/becomeparent', { mobile: freshPhone() })).status).toBe(401);
  });
});
