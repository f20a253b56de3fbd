import { TestClient, freshPhone, latestCode } from './api-client';
import { getItem } from './table';
export { newLicence } from './licences';

/** A new account signed in by OTP (a parent's with `parentName`), for tests that change account data. */
export async function signUp(
  options: { loginId?: string; parentName?: string } = {},
): Promise<{ client: TestClient; userId: string; loginId: string }> {
  const loginId = options.loginId ?? freshPhone();
  const client = new TestClient();
  const sent = options.parentName
    ? await client.post('/v1/parentsignup', { login_id: loginId, parent_name: options.parentName })
    : await client.post('/v1/otplogin', { login_id: loginId });
  if (sent.status !== 200) throw new Error(`Could not send a code to ${loginId}: ${sent.body.message}`);
  const res = await client.post('/v1/verifyloginotp', {
    otp: await latestCode(loginId),
    user_id: sent.body.data.user_id,
  });
  if (res.status !== 200) throw new Error(`Could not sign ${loginId} in: ${res.body.message}`);
  client.token = res.body.data.token;
  return { client, userId: res.body.data.user_id, loginId };
}

/** Signs a junior in with username and PIN. */
export async function juniorSignIn(username: string, pin: string): Promise<TestClient> {
  const client = new TestClient();
  const res = await client.post('/v1/login', { login_id: username, pin, keepalive: true });
  if (res.status !== 200) throw new Error(`Junior ${username} could not sign in: ${res.body.message}`);
  client.token = res.body.data.token;
  return client;
}

/** A new account made by 'Create an account' (a PIN to the phone or e-mail), with its PIN and id. */
export async function registered(loginId = freshPhone()): Promise<{ loginId: string; pin: string; userId: string }> {
  const res = await new TestClient().post('/v1/register', { login_id: loginId });
  if (res.status !== 200) throw new Error(`Could not register ${loginId}: ${res.body.message}`);
  const pin = await latestCode(loginId);
  const kind = loginId.includes('@') ? 'email' : 'phone';
  const userId = (await getItem(`LOGIN#${kind}#${loginId}`, 'LOGIN'))?.userId as string | undefined;
  if (!pin || !userId) throw new Error(`No PIN or account for ${loginId}`);
  return { loginId, pin, userId };
}
