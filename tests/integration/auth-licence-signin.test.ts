import { describe, expect, it } from 'vitest';
import type { LicencesData } from '#shared/api/contract-accounts';
import { TestClient, ageLastSend, freshEmail, freshPhone, latestCode } from '../support/api-client';
import { newLicence, registered, signUp } from '../support/accounts';
import { licencePk } from '../support/licences';
import { getItem } from '../support/table';

/**
 * Signing in with a licence key in the PIN field (docs/security.md, "Licence keys"): a key is proof of
 * an organisation's seat, never of who a person is.
 */
const usedOrUnknown = 'This licence key is not valid or is already in use. Please check it with your organisation.';
const signInFirst =
  'This login id already has an account. Please sign in with your PIN or an OTP, then add your licence key in Settings.';

describe('POST v1/login with a licence key', () => {
  it("refuses someone else's account with an unused key: no token, the key stays unused, the account unchanged", async () => {
    const victim = await registered(freshEmail());
    const key = await newLicence();
    const attempt = await new TestClient().post('/v1/login', { login_id: victim.loginId, pin: key });
    expect(attempt.body).toMatchObject({ status: false, code: 409, message: signInFirst });
    expect(attempt.body.data?.token).toBeUndefined();
    expect((await getItem(await licencePk(key), 'KEY'))?.userId).toBeUndefined();
    // The key did not become a password for the account, and the account did not join the organisation.
    expect((await new TestClient().post('/v1/login', { login_id: victim.loginId, pin: key })).body.code).toBe(409);
    const own = await new TestClient().post('/v1/login', { login_id: victim.loginId, pin: victim.pin });
    expect(own.body.data).toMatchObject({ user_id: victim.userId, user_orgid: null, is_retail: true });
  });

  it('lets the owner prove themselves first and apply the key in Settings; then the key signs that account in', async () => {
    const owner = await registered(freshPhone());
    const key = await newLicence();
    const client = new TestClient();
    client.token = (await client.post('/v1/login', { login_id: owner.loginId, pin: owner.pin })).body.data.token;
    expect((await client.post<LicencesData>('/v1/licenses', { license_key: key })).body.data.organisationID).toBe(
      'org-sunrise',
    );
    const byKey = await new TestClient().post('/v1/login', { login_id: owner.loginId, pin: key });
    expect(byKey.body.data).toMatchObject({ user_id: owner.userId, user_orgid: 'org-sunrise' });
  });

  it('signs in the account that holds the key, and creates an account for a login id that has none', async () => {
    const holder = await new TestClient().post('/v1/login', { login_id: '9876543210', pin: 'FLU-ORG1-0001' });
    expect(holder.body.data).toMatchObject({ user_id: 'demo-org-vikram', user_orgid: 'org-sunrise' });
    const key = await newLicence();
    const email = freshEmail();
    const created = await new TestClient().post('/v1/login', { login_id: email, pin: key });
    expect(created.body.data).toMatchObject({ email, user_orgid: 'org-sunrise', is_retail: false, onboarding: true });
    expect((await getItem(await licencePk(key), 'KEY'))?.userId).toBe(created.body.data.user_id);
  });

  it('answers a key someone else holds exactly as a key that does not exist, for a new and an existing login id', async () => {
    const someone = await registered(freshEmail());
    const answers = await Promise.all(
      [
        { login_id: freshEmail(), pin: 'FLU-ORG1-0001' },
        { login_id: freshEmail(), pin: 'FLU-NOPE-0000' },
        { login_id: someone.loginId, pin: 'FLU-ORG1-0001' },
        { login_id: someone.loginId, pin: 'FLU-NOPE-0001' },
      ].map((body) => new TestClient().post('/v1/login', body)),
    );
    for (const answer of answers)
      expect(answer.body).toEqual({
        status: false,
        code: 401,
        message: usedOrUnknown,
        data: { error: 'licenceInvalid' },
      });
  });

  it('counts wrong keys towards the same lockout as wrong PINs', async () => {
    const account = await registered(freshPhone());
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await new TestClient().post('/v1/login', { login_id: account.loginId, pin: `FLU-NOPE-000${i}` })).body.code,
      );
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    expect(
      (await new TestClient().post('/v1/login', { login_id: account.loginId, pin: account.pin })).body,
    ).toMatchObject({ code: 429, data: { error: 'accountLocked' } });
  });
});

describe('a licence key and the PIN lockout (decision 0864)', () => {
  it('a key sign-in between wrong PINs does not clear their count: the fifth wrong PIN still locks', async () => {
    const key = await newLicence();
    const loginId = freshEmail();
    expect((await new TestClient().post('/v1/login', { login_id: loginId, pin: key })).body.code).toBe(200);
    const wrongPin = () => new TestClient().post('/v1/login', { login_id: loginId, pin: '000000' });
    for (let i = 0; i < 4; i++) expect((await wrongPin()).body.code).toBe(401);
    expect((await new TestClient().post('/v1/login', { login_id: loginId, pin: key })).body.code).toBe(200);
    expect((await wrongPin()).body).toMatchObject({ code: 429, data: { error: 'accountLocked' } });
  });
});

describe('an account a licence key created', () => {
  it("stops answering to the key once the login id's owner proves it with an OTP", async () => {
    const email = freshEmail();
    const key = await newLicence();
    const byKey = await new TestClient().post('/v1/login', { login_id: email, pin: key });
    expect(byKey.status).toBe(200);
    // The owner of the e-mail signs in with a code sent to it: they may not be whoever used the key.
    const sent = await new TestClient().post('/v1/otplogin', { login_id: email });
    const owner = await new TestClient().post('/v1/verifyloginotp', {
      otp: await latestCode(email),
      user_id: sent.body.data.user_id,
    });
    expect(owner.body.data).toMatchObject({ user_id: byKey.body.data.user_id, new_user: false });
    expect((await new TestClient().post('/v1/login', { login_id: email, pin: key })).body).toMatchObject({
      code: 409,
      message: signInFirst,
    });
  });

  it('does not become a way into the account that merges it in', async () => {
    const email = freshEmail();
    const key = await newLicence();
    expect((await new TestClient().post('/v1/login', { login_id: email, pin: key })).status).toBe(200);
    const { client, userId } = await signUp();
    await ageLastSend(email);
    const sent = await client.post('/v1/sendotp', { user_name: email });
    const merged = await client.post('/v1/mergeuser', {
      secondary_id: sent.body.data.secondary_id,
      otp: await latestCode(email),
    });
    expect(merged.body.data.primary_id).toBe(userId);
    expect((await new TestClient().post('/v1/login', { login_id: email, pin: key })).body).toMatchObject({
      code: 409,
      message: signInFirst,
    });
  });
});
