import { describe, expect, it } from 'vitest';
import { TestClient, freshEmail, freshPhone, latestCode, outboxCount } from '../support/api-client';
import { newLicence, registered } from '../support/accounts';
import { licencePk } from '../support/licences';
import { getItem, setFields } from '../support/table';

/**
 * Every sign-in limit under 30 requests at once (docs/security.md): an attempt is reserved by a
 * conditional write before anything is compared, so concurrency buys no extra guesses.
 */
type Answer = Awaited<ReturnType<typeof TestClient.prototype.post<any>>>;

/**
 * Sends `count` requests at once, then `last` once `settledBefore` of them have answered: by then
 * that many attempts have been reserved, so `last` meets the limit whatever order the rest arrive in.
 */
async function burst(
  count: number,
  send: () => Promise<Answer>,
  settledBefore: number,
  last: () => Promise<Answer>,
): Promise<{ all: Answer[]; last: Answer }> {
  let answered = 0;
  const all = Array.from({ length: count }, () => send().then((a) => ((answered += 1), a)));
  while (answered < settledBefore) await new Promise((r) => setTimeout(r, 5));
  const lastAnswer = await last();
  return { all: await Promise.all(all), last: lastAnswer };
}

const countOf = (answers: Answer[], error: string) => answers.filter((a) => a.body.data?.error === error).length;

describe('30 requests at once', () => {
  it('compare at most 5 wrong PINs, and the right PIN sent in the burst does not sign in', async () => {
    const { loginId, pin, userId } = await registered(freshPhone());
    const wrong = pin === '111111' ? '222222' : '111111';
    const login = (p: string) => () => new TestClient().post('/v1/login', { login_id: loginId, pin: p });
    const { all, last } = await burst(30, login(wrong), 5, login(pin));
    // The fifth compared PIN answers 'locked' like every refused one, so at most 4 say 'wrong PIN'.
    expect(countOf(all, 'loginFailed')).toBeLessThanOrEqual(4);
    expect(countOf(all, 'loginFailed') + countOf(all, 'accountLocked')).toBe(30);
    expect((await getItem(`ATTEMPTS#user#${userId}`, 'ATTEMPTS'))?.tries).toBe(5);
    expect(last.body).toMatchObject({ code: 429, data: { error: 'accountLocked' } });
  });

  it('compare at most 3 wrong OTPs, and the right code sent in the burst does not sign in', async () => {
    const phone = freshPhone();
    const sent = await new TestClient().post('/v1/otplogin', { login_id: phone });
    const code = (await latestCode(phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string) => () =>
      new TestClient().post('/v1/verifyloginotp', { otp, user_id: sent.body.data.user_id });
    const { all, last } = await burst(30, verify(wrong), 3, verify(code));
    expect(countOf(all, 'otpIncorrect')).toBeLessThanOrEqual(2);
    expect(all.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect(last.status).not.toBe(200);
    expect(await getItem(`LOGIN#phone#${phone}`, 'LOGIN')).toBeUndefined(); // no account was created
  });

  it('compare at most 5 licence keys for one login id, and a valid key sent in the burst does not sign in', async () => {
    const email = freshEmail();
    const key = await newLicence();
    let n = 0;
    const guess = () =>
      new TestClient().post('/v1/login', { login_id: email, pin: `FLU-GUESS-${String((n += 1)).padStart(4, '0')}` });
    const { all, last } = await burst(30, guess, 5, () =>
      new TestClient().post('/v1/login', { login_id: email, pin: key }),
    );
    expect(countOf(all, 'licenceInvalid')).toBeLessThanOrEqual(4);
    expect(countOf(all, 'licenceInvalid') + countOf(all, 'accountLocked')).toBe(30);
    expect(last.body).toMatchObject({ code: 429, data: { error: 'accountLocked' } });
    expect((await getItem(await licencePk(key), 'KEY'))?.userId).toBeUndefined();
  });

  it('send one code within the 30-second wait', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => new TestClient().post('/v1/otplogin', { login_id: phone })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(countOf(answers, 'resendTooSoon')).toBe(29);
    expect(await outboxCount(phone)).toBe(1);
  });

  it('send no more than the daily cap', async () => {
    const { loginId } = await registered(freshEmail());
    // Nine codes already went today, the last over 30 s ago: exactly one more may go.
    await setFields(`SENDS#${loginId}`, new Date().toISOString().slice(0, 10), {
      sends: 9,
      lastSentAt: Date.now() - 31_000,
    });
    const before = await outboxCount(loginId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => new TestClient().post('/v1/forgotpassword', { user_name: loginId })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await outboxCount(loginId)).toBe(before + 1);
    await setFields(`SENDS#${loginId}`, new Date().toISOString().slice(0, 10), { lastSentAt: Date.now() - 31_000 });
    expect((await new TestClient().post('/v1/forgotpassword', { user_name: loginId })).body).toMatchObject({
      code: 429,
      data: { error: 'sendLimitReached' },
    });
  });
});
