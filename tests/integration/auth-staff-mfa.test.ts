import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { TestClient, ageLastSend, freshEmail, freshPhone, latestCode } from '../support/api-client';
import { registered } from '../support/accounts';
import { getItem, setFields } from '../support/table';
import { totpCode, totpStepAt } from '../../functions/identity/totp';

/**
 * Staff sign-in's authenticator step (decision 570), through the local API against DynamoDB Local
 * and the local identity adapter playing Cognito's software token.
 */
type Answer = Awaited<ReturnType<typeof TestClient.prototype.post<any>>>;

/** A new staff account: registered with a PIN, then put in the coach group as an operator would. */
async function newCoach(): Promise<{ loginId: string; pin: string; userId: string }> {
  const account = await registered(freshEmail());
  await setFields(`USER#${account.userId}`, 'PROFILE', { groups: ['coach'] });
  return account;
}

const login = (client: TestClient, loginId: string, pin: string) =>
  client.post('/v1/login', { login_id: loginId, pin });
const verify = (client: TestClient, token: string, code: string) =>
  client.post('/v1/verify_mfa', { mfa_token: token, code });
const stepKey = (token: string) => `MFASTEP#${createHash('sha256').update(token).digest('base64url')}`;
/** A code of the authenticator app now (`offset` steps later: the next code). */
const codeNow = (secret: string, offset = 0) => totpCode(secret, totpStepAt(Date.now()) + offset);
/** A code that matches no step within the skew. */
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1].map((d) => codeNow(secret, d)));
  return ['000000', '111111', '222222'].find((c) => !near.has(c))!;
};

/** Signs the coach up for an authenticator: the setup step, then its first code. The secret is the app's. */
async function enrolled(): Promise<{ loginId: string; pin: string; userId: string; secret: string; usedStep: number }> {
  const coach = await newCoach();
  const client = new TestClient();
  const step = (await login(client, coach.loginId, coach.pin)).body.data;
  const usedStep = totpStepAt(Date.now());
  const done = await verify(client, step.mfa_token, totpCode(step.secret, usedStep));
  expect(done.status).toBe(200);
  return { ...coach, secret: step.secret as string, usedStep };
}

describe('a coach not enrolled yet', () => {
  it('gets the setup step (no token), confirms a first code, then tokens; the authenticator is then enrolled', async () => {
    const coach = await newCoach();
    const client = new TestClient();
    const first = await login(client, coach.loginId, coach.pin);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Enter the code from your authenticator app.');
    expect(first.body.data).toMatchObject({ mfa_step: 'setup', expires_in: 300 });
    expect(first.body.data.token).toBeUndefined();
    expect(client.hasCookie('fl_rt')).toBe(false);
    const { secret, otpauth_uri: uri, mfa_token: token } = first.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Fluentia:${encodeURIComponent(coach.loginId)}?issuer=Fluentia&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // The local identity adapter holds the associated secret, not yet enabled, as Cognito would.
    expect(await getItem(`LOCALTOTP#${coach.userId}`, 'SOFTWARE_TOKEN')).toMatchObject({ associatedSecret: secret });
    // The pending step keeps it sealed.
    expect(JSON.stringify(await getItem(stepKey(token), 'MFASTEP'))).not.toContain(secret);

    const wrong = await verify(client, token, wrongCode(secret));
    expect(wrong.body).toMatchObject({ code: 401, data: { error: 'mfaIncorrect' } });
    expect(await getItem(`TOTP#${coach.userId}`, 'TOTP')).toBeUndefined();

    const done = await verify(client, token, codeNow(secret));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ user_id: coach.userId, is_coach: true, login_id: coach.loginId });
    expect(done.body.data.token).toEqual(expect.any(String));
    expect(client.hasCookie('fl_rt')).toBe(true);
    expect(await getItem(`LOCALTOTP#${coach.userId}`, 'SOFTWARE_TOKEN')).toMatchObject({
      secret,
      enabled: true,
      preferred: true,
    });
    // The API's copy is sealed for the account: no usable secret in the table (decision 570).
    const kept = await getItem(`TOTP#${coach.userId}`, 'TOTP');
    expect(kept).toMatchObject({ secret: expect.stringMatching(/^v1\./), lastStep: expect.any(Number) });
    expect(JSON.stringify(kept)).not.toContain(secret);

    // The token carries the staff group, as Cognito's would.
    const claims = JSON.parse(Buffer.from(String(done.body.data.token).split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims['cognito:groups']).toEqual(['coach']);

    // The next sign-in asks for the code (no new secret).
    const next = await login(new TestClient(), coach.loginId, coach.pin);
    expect(next.body.data).toEqual({ mfa_step: 'verify', mfa_token: expect.any(String), expires_in: 300 });
  });
});

describe('two setups at once (two tabs)', () => {
  it('only the newest secret is enrolled: the identity provider refuses the older one, and nothing is left enrolled by it', async () => {
    const coach = await newCoach();
    const older = (await login(new TestClient(), coach.loginId, coach.pin)).body.data;
    const newer = (await login(new TestClient(), coach.loginId, coach.pin)).body.data;
    expect(newer.secret).not.toBe(older.secret);
    // Cognito (played locally) holds the newest association: VerifySoftwareToken refuses the older secret's code.
    const refused = await verify(new TestClient(), older.mfa_token, codeNow(older.secret));
    expect(refused.body).toMatchObject({ code: 401, data: { error: 'mfaIncorrect' } });
    expect(await getItem(`TOTP#${coach.userId}`, 'TOTP')).toBeUndefined();
    const ok = await verify(new TestClient(), newer.mfa_token, codeNow(newer.secret));
    expect(ok.status).toBe(200);
    expect(await getItem(`TOTP#${coach.userId}`, 'TOTP')).toMatchObject({ secret: expect.stringMatching(/^v1\./) });
    expect((await login(new TestClient(), coach.loginId, coach.pin)).body.data.mfa_step).toBe('verify');
  });
});

describe('an enrolled coach', () => {
  it('is refused a wrong code (no tokens), signed in by the right one, and the same code is refused again', async () => {
    const coach = await enrolled();
    const client = new TestClient();
    const step = (await login(client, coach.loginId, coach.pin)).body.data;
    expect(step.mfa_step).toBe('verify');
    const wrong = await verify(client, step.mfa_token, wrongCode(coach.secret));
    expect(wrong.body).toMatchObject({
      code: 401,
      message: 'The code from your authenticator app is incorrect. Please check it and try again.',
    });
    expect(wrong.body.data.token).toBeUndefined();
    expect(client.hasCookie('fl_rt')).toBe(false);

    // The setup used its step's code already (one sign-in a step): the next step's code signs in.
    // (Steps, not the clock: a 30-second boundary may pass while the test runs.)
    const used = await verify(client, step.mfa_token, totpCode(coach.secret, coach.usedStep));
    expect(used.body).toMatchObject({ code: 401, data: { error: 'mfaCodeUsed' } });
    const next = totpCode(coach.secret, coach.usedStep + 1);
    const ok = await verify(client, step.mfa_token, next);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ is_coach: true, token: expect.any(String) });

    // The same code again, with a new step from the right PIN: a replay within its window.
    const again = (await login(new TestClient(), coach.loginId, coach.pin)).body.data;
    const replay = await verify(new TestClient(), again.mfa_token, next);
    expect(replay.body).toMatchObject({
      code: 401,
      message: 'This code has already been used. Please wait for the next code in your authenticator app.',
    });
  });

  it('an OTP sign-in asks for the code too', async () => {
    const coach = await enrolled();
    await ageLastSend(coach.loginId);
    const client = new TestClient();
    const sent = await client.post('/v1/otplogin', { login_id: coach.loginId });
    const res = await client.post('/v1/verifyloginotp', {
      otp: await latestCode(coach.loginId),
      user_id: sent.body.data.user_id,
    });
    expect(res.body.data).toEqual({ mfa_step: 'verify', mfa_token: expect.any(String), expires_in: 300 });
    expect(client.hasCookie('fl_rt')).toBe(false);
    const ok = await verify(client, res.body.data.mfa_token, codeNow(coach.secret, 1));
    expect(ok.body.data).toMatchObject({ user_id: coach.userId, is_coach: true });
  });
});

describe('the pending step', () => {
  it('is refused when forged, expired or used twice', async () => {
    const coach = await enrolled();
    const forged = await verify(new TestClient(), 'A'.repeat(43), codeNow(coach.secret, 1));
    expect(forged.body).toMatchObject({
      code: 401,
      message: 'This sign-in step has expired. Please sign in again with your PIN.',
    });

    const expiring = (await login(new TestClient(), coach.loginId, coach.pin)).body.data.mfa_token as string;
    await setFields(stepKey(expiring), 'MFASTEP', { expiresAtMs: Date.now() - 1 });
    expect((await verify(new TestClient(), expiring, codeNow(coach.secret, 1))).body.data.error).toBe('mfaStepExpired');

    const token = (await login(new TestClient(), coach.loginId, coach.pin)).body.data.mfa_token as string;
    expect((await verify(new TestClient(), token, codeNow(coach.secret, 1))).status).toBe(200);
    expect(await getItem(stepKey(token), 'MFASTEP')).toBeUndefined();
    const twice = await verify(new TestClient(), token, codeNow(coach.secret, -1));
    expect(twice.body.data.error).toBe('mfaStepExpired');
  });

  it('bad input answers the envelope, never a 500', async () => {
    for (const body of [
      {},
      { mfa_token: 'short', code: '123456' },
      { mfa_token: 'A'.repeat(43), code: '12345' },
      { mfa_token: 'A'.repeat(43), code: 'abcdef' },
      { mfa_token: 'A'.repeat(43) },
    ]) {
      const res = await new TestClient().post('/v1/verify_mfa', body);
      expect([400, 422]).toContain(res.status);
      expect(res.body.status).toBe(false);
    }
    const empty = await new TestClient().post('/v1/verify_mfa', { mfa_token: 'A'.repeat(43), code: '' });
    expect(empty.body.message).toBe('Please enter the 6-digit code from your authenticator app.');
  });

  it('30 wrong codes at once compare at most what the sign-in lockout allows, and the right code in the burst is refused', async () => {
    const coach = await enrolled();
    const step = (await login(new TestClient(), coach.loginId, coach.pin)).body.data.mfa_token as string;
    const wrong = wrongCode(coach.secret);
    const all: Answer[] = await Promise.all(Array.from({ length: 30 }, () => verify(new TestClient(), step, wrong)));
    const count = (error: string) => all.filter((a) => a.body.data?.error === error).length;
    // The PIN reserved one attempt (a staff PIN does not clear the count); 4 codes at most were compared.
    expect(count('mfaIncorrect')).toBeLessThanOrEqual(3);
    expect(count('mfaIncorrect') + count('accountLocked')).toBe(30);
    expect((await getItem(`ATTEMPTS#user#${coach.userId}`, 'ATTEMPTS'))?.tries).toBe(5);
    const right = await verify(new TestClient(), step, codeNow(coach.secret, 1));
    expect(right.body).toMatchObject({ code: 429, data: { error: 'accountLocked' } });
    // And the PIN is locked too: the two factors share one lockout.
    expect((await login(new TestClient(), coach.loginId, coach.pin)).body.data.error).toBe('accountLocked');
  });
});

/** The operator's command, as run against a local stack: it finds the stack through its data folder. */
async function resetAuthenticator(loginId: string): Promise<{ code: number; out: string }> {
  const { APP_ENV: _app, ...env } = process.env;
  try {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'infra/staff/reset-authenticator.ts', loginId], {
      env: { ...env, DATA_DIR: inject('dataDir') },
      timeout: 180_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? 1, out: failed.stderr ?? '' };
  }
}

describe("an operator's reset of a lost authenticator (npm run staff:reset-authenticator)", () => {
  it('removes the app and ends every session at once; the next sign-in sets up a new app, and the old app opens nothing', async () => {
    const coach = await enrolled();
    const client = new TestClient();
    const step = (await login(client, coach.loginId, coach.pin)).body.data;
    const signedIn = await verify(client, step.mfa_token, totpCode(coach.secret, coach.usedStep + 1));
    client.token = signedIn.body.data.token;
    expect((await client.get('/v1/validateuser')).status).toBe(200);
    expect(client.hasCookie('fl_rt')).toBe(true);

    const reset = await resetAuthenticator(coach.loginId);
    expect(reset).toMatchObject({
      code: 0,
      out: expect.stringContaining('is removed and every session of the account is ended'),
    });
    expect(await getItem(`TOTP#${coach.userId}`, 'TOTP')).toBeUndefined();
    // The session held before the reset is over: its access token and its refresh cookie.
    expect((await client.get('/v1/validateuser')).body).toEqual({ message: 'Forbidden' });
    expect((await client.post('/v1/refresh')).body).toMatchObject({ code: 401, message: 'Token is Invalid' });

    // The right PIN now opens the setup of a new app; the lost app's next code is not asked for.
    const next = (await login(new TestClient(), coach.loginId, coach.pin)).body.data;
    expect(next).toMatchObject({ mfa_step: 'setup', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(next.secret).not.toBe(coach.secret);
    const lost = await verify(new TestClient(), next.mfa_token, totpCode(coach.secret, totpStepAt(Date.now()) + 1));
    expect(lost.body).toMatchObject({ code: 401, data: { error: 'mfaIncorrect' } });
    const fresh = new TestClient();
    const done = await verify(fresh, next.mfa_token, codeNow(next.secret));
    expect(done.body.data).toMatchObject({ user_id: coach.userId, is_coach: true, token: expect.any(String) });

    // Reset twice: the second finds nothing to remove and writes nothing.
    expect((await resetAuthenticator(coach.loginId)).code).toBe(0);
    expect((await resetAuthenticator(coach.loginId)).out).toContain('had no authenticator set up: nothing changed');
  });

  it('refuses a learner, an unknown id and no id, changing nothing', async () => {
    const learner = await registered(freshEmail());
    expect(await resetAuthenticator(learner.loginId)).toMatchObject({
      code: 1,
      out: expect.stringContaining('is not a staff account'),
    });
    expect(await resetAuthenticator(freshPhone())).toMatchObject({
      code: 1,
      out: expect.stringContaining('No account has the login id'),
    });
    expect(await resetAuthenticator('')).toMatchObject({
      code: 1,
      out: expect.stringContaining('Give the coach’s e-mail or mobile number'),
    });
    const client = new TestClient();
    expect((await login(client, learner.loginId, learner.pin)).body.data.token).toEqual(expect.any(String));
  });
});

describe('a learner', () => {
  it('signs in exactly as before: a session at once, no authenticator step and nothing written for one', async () => {
    const learner = await registered(freshPhone());
    const client = new TestClient();
    const res = await login(client, learner.loginId, learner.pin);
    expect(res.body.message).toBe('Login successful.');
    expect(res.body.data).toMatchObject({ user_id: learner.userId, is_coach: false, token: expect.any(String) });
    expect(res.body.data.mfa_step).toBeUndefined();
    expect(client.hasCookie('fl_rt')).toBe(true);
    expect(await getItem(`TOTP#${learner.userId}`, 'TOTP')).toBeUndefined();
    expect(await getItem(`LOCALTOTP#${learner.userId}`, 'SOFTWARE_TOKEN')).toBeUndefined();
  });
});
