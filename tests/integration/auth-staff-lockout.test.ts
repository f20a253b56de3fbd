import { describe, expect, it } from 'vitest';
import { TestClient, ageLastSend, freshEmail, latestCode } from '../support/api-client';
import { registered } from '../support/accounts';
import { getItem, setFields } from '../support/table';
import { totpCode, totpStepAt } from '../../functions/identity/totp';

/**
 * A coach locked out by wrong authenticator codes has ways back that are not an operator (decision 0881): the
 * lock lifts by itself 15 minutes after the fifth try, and a new PIN (forgot PIN, to the coach's own e-mail or
 * phone) lifts it at once; neither skips the authenticator code.
 */
const login = (loginId: string, pin: string) => new TestClient().post('/v1/login', { login_id: loginId, pin });
const verify = (token: string, code: string) => new TestClient().post('/v1/verify_mfa', { mfa_token: token, code });
const step = () => totpStepAt(Date.now());
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1, 2, 3].map((d) => totpCode(secret, step() + d)));
  return ['000000', '111111', '222222', '333333', '444444'].find((c) => !near.has(c))!;
};

/** A code of the app not used yet: the step after the setup's, or the step now (steps, not the clock). */
const nextCode = (coach: { secret: string; used: number }) => totpCode(coach.secret, Math.max(step(), coach.used + 1));

/** A coach with an authenticator enrolled; `used` is the step its setup code spent. */
async function enrolledCoach() {
  const account = await registered(freshEmail());
  await setFields(`USER#${account.userId}`, 'PROFILE', { groups: ['coach'] });
  const setup = (await login(account.loginId, account.pin)).body.data;
  const used = step();
  expect((await verify(setup.mfa_token, totpCode(setup.secret, used))).status).toBe(200);
  return { ...account, secret: setup.secret as string, used };
}

/** Two PIN steps, each with a wrong code, then a third PIN step whose right code meets the lock. */
async function lockedOut(coach: Awaited<ReturnType<typeof enrolledCoach>>) {
  for (let i = 0; i < 2; i++) {
    const token = (await login(coach.loginId, coach.pin)).body.data.mfa_token;
    expect((await verify(token, wrongCode(coach.secret))).body.data.error).toBe('mfaIncorrect');
  }
  const third = (await login(coach.loginId, coach.pin)).body.data;
  expect(third.mfa_step).toBe('verify');
  const refused = await verify(third.mfa_token, nextCode(coach));
  expect(refused.body).toMatchObject({
    status: false,
    code: 429,
    message: 'Too many wrong attempts. Please wait 15 minutes and try again, or ask for a new PIN.',
    data: { error: 'accountLocked' },
  });
  expect((await login(coach.loginId, coach.pin)).body.data.error).toBe('accountLocked');
}

describe('a coach locked out by wrong authenticator codes', () => {
  it('is let back in by the lock lifting 15 minutes after the fifth try, with the PIN and a right code', async () => {
    const coach = await enrolledCoach();
    await lockedOut(coach);
    const attempts = `ATTEMPTS#user#${coach.userId}`;
    // Fourteen minutes on, still locked; fifteen on, the lock has lifted by itself.
    await setFields(attempts, 'ATTEMPTS', { lastAt: Date.now() - 14 * 60_000 });
    expect((await login(coach.loginId, coach.pin)).body.data.error).toBe('accountLocked');
    await setFields(attempts, 'ATTEMPTS', { lastAt: Date.now() - 15 * 60_000 - 1000 });
    const again = (await login(coach.loginId, coach.pin)).body.data;
    expect(again.mfa_step).toBe('verify');
    // Still the second factor: a wrong code is refused, the next right one signs in and clears the count.
    expect((await verify(again.mfa_token, wrongCode(coach.secret))).body.data.error).toBe('mfaIncorrect');
    const signedIn = await verify(again.mfa_token, nextCode(coach));
    expect(signedIn.body).toMatchObject({ code: 200, data: { is_coach: true, token: expect.any(String) } });
    expect(await getItem(attempts, 'ATTEMPTS')).toMatchObject({ tries: 0 });
  });

  it('is let back in at once by a new PIN sent to the coach’s own address, still with the authenticator code', async () => {
    const coach = await enrolledCoach();
    await lockedOut(coach);
    await ageLastSend(coach.loginId);
    const sent = await new TestClient().post('/v1/forgotpassword', { user_name: coach.loginId });
    expect(sent.body.message).toBe('Pin sent to registered email/mobile number');
    const newPin = (await latestCode(coach.loginId))!;
    const opened = (await login(coach.loginId, newPin)).body;
    // A new PIN is the first factor only: the step, no token.
    expect(opened.data).toEqual({ mfa_step: 'verify', mfa_token: expect.any(String), expires_in: 300 });
    const signedIn = await verify(opened.data.mfa_token, nextCode(coach));
    expect(signedIn.body).toMatchObject({ code: 200, data: { is_coach: true } });
  });
});
