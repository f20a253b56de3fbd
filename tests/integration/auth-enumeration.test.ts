import { describe, expect, it } from 'vitest';
import { TestClient, ageLastSend, freshEmail, freshPhone } from '../support/api-client';
import { registered, signUp } from '../support/accounts';

/**
 * Answers that must not say whether a login id has an account (docs/security.md, "What a response
 * reveals"): for an existing and an unknown id, the same status, the same body (or, where an id is
 * in it, the same shape) and, at the rate limits, the same refusal. Timing is equalised by a fixed
 * floor (unit test: tests/unit/lib/floor.test.ts; measured by `npm run bench`).
 */
type Answer = Awaited<ReturnType<typeof TestClient.prototype.post<any>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer with its opaque id replaced by its shape, and the login id asked for by a mark. */
function shape(answer: Answer, asked: string, idField: string): unknown {
  const data = { ...answer.body.data };
  data[idField] = UUID.test(String(data[idField])) ? 'uuid' : `not a uuid: ${data[idField]}`;
  data.login_id = data.login_id === asked ? 'as asked' : `changed: ${data.login_id}`;
  return { status: answer.status, body: { ...answer.body, data } };
}

async function existingAndUnknown(kind: 'phone' | 'email') {
  const account = await registered(kind === 'phone' ? freshPhone() : freshEmail());
  await ageLastSend(account.loginId);
  return { account, unknown: kind === 'phone' ? freshPhone() : freshEmail() };
}

describe('existing and unknown login ids answer alike', () => {
  it('PIN sign-in: the same refusals, including the lock after five wrong PINs', async () => {
    const { account, unknown } = await existingAndUnknown('email');
    const wrong = account.pin === '000000' ? '111111' : '000000';
    const answers = async (loginId: string) => {
      const all = [];
      for (let i = 0; i < 6; i++)
        all.push((await new TestClient().post('/v1/login', { login_id: loginId, pin: wrong })).body);
      return all;
    };
    const [known, stranger] = [await answers(account.loginId), await answers(unknown)];
    expect(known).toEqual(stranger);
    expect(known.map((b) => b.data.error)).toEqual([
      'loginFailed',
      'loginFailed',
      'loginFailed',
      'loginFailed',
      'accountLocked',
      'accountLocked',
    ]);
  });

  it('forgot PIN: the same answer, and the same refusal when asked again within 30 s', async () => {
    const { account, unknown } = await existingAndUnknown('phone');
    const ask = (id: string) => new TestClient().post('/v1/forgotpassword', { user_name: id });
    const first = [await ask(account.loginId), await ask(unknown)];
    expect(first[0]!.body).toEqual(first[1]!.body);
    const again = [await ask(account.loginId), await ask(unknown)];
    expect(again.map((a) => [a.status, a.body.data.error])).toEqual([
      [429, 'resendTooSoon'],
      [429, 'resendTooSoon'],
    ]);
  });

  it("OTP sign-in: the same shape, and the id in it is never the account's", async () => {
    const { account, unknown } = await existingAndUnknown('phone');
    const send = (id: string) => new TestClient().post('/v1/otplogin', { login_id: id });
    const [known, stranger] = [await send(account.loginId), await send(unknown)];
    expect(known.body.data.user_id).not.toBe(account.userId);
    expect(shape(known, account.loginId, 'user_id')).toEqual(shape(stranger, unknown, 'user_id'));
    const again = [await send(account.loginId), await send(unknown)];
    expect(again.map((a) => [a.status, a.body.data.error])).toEqual([
      [429, 'resendTooSoon'],
      [429, 'resendTooSoon'],
    ]);
  });

  it("account merge: the same shape for an unknown id, the other account's id never in it, and the same 30 s refusal", async () => {
    const { client } = await signUp();
    const { account, unknown } = await existingAndUnknown('email');
    const send = (id: string) => client.post('/v1/sendotp', { user_name: id });
    const [known, stranger] = [await send(account.loginId), await send(unknown)];
    expect(known.status).toBe(200);
    expect(known.body.data.secondary_id).not.toBe(account.userId);
    expect(shape(known, account.loginId, 'secondary_id')).toEqual(shape(stranger, unknown, 'secondary_id'));
    const again = [await send(account.loginId), await send(unknown)];
    expect(again.map((a) => [a.status, a.body.data.error])).toEqual([
      [429, 'resendTooSoon'],
      [429, 'resendTooSoon'],
    ]);
  });
});
