import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../infra/local/stack';
import type { TimingPair } from './sign-in-timing';

/**
 * Whether linking a school's child by its card (decision 0893) tells, by its timing, a login id that is a child's
 * from one that is nobody's: each round a new parent (so its five tries never run out) adds a child, then sends a
 * wrong PIN for that child's username and for an unknown one, in alternating order. The wrong-PIN path is the same
 * for a school's child and a parent's own (the kind of child is looked at only after a right PIN).
 */
export async function measureLinkTiming(stack: Pick<LocalStack, 'url'>, rounds: number): Promise<TimingPair> {
  const post = async (path: string, body: unknown, token?: string) => {
    const began = performance.now();
    const res = await fetch(stack.url + path, {
      method: 'POST',
      headers: { platform: 'w1', 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return { body: (await res.json()) as any, ms: performance.now() - began };
  };
  const codeFor = async (to: string) => {
    const { items } = (await (await fetch(`${stack.url}/_local/outbox.json`)).json()) as {
      items: Array<{ to: string; code?: string }>;
    };
    return items.find((i) => i.to === to && i.code)?.code;
  };
  const existing: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const email = `bench-link-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await post('/v1/parentsignup', { login_id: email, parent_name: 'Bench Parent' });
    const signedIn = await post('/v1/verifyloginotp', { otp: await codeFor(email), user_id: sent.body.data.user_id });
    const token = signedIn.body.data.token as string;
    const child = await post(
      '/v1/childprofile',
      { child_name: 'Bench Child', child_grade: '5', child_avatar: 1 },
      token,
    );
    const username = child.body.data.child.child_user_name as string;
    const wrong = child.body.data.child.child_pin === '000000' ? '000001' : '000000';
    const link = (loginId: string) =>
      post('/v1/childprofile/link', { login_id: loginId, pin: wrong, consent: true }, token);
    const nobody = `nobody${randomUUID().replace(/\D/g, '').slice(0, 8)}`;
    if (round % 2) {
      unknown.push((await link(nobody)).ms);
      existing.push((await link(username)).ms);
    } else {
      existing.push((await link(username)).ms);
      unknown.push((await link(nobody)).ms);
    }
  }
  const pct = (values: number[], p: number) =>
    Math.round([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!);
  return {
    call: 'POST v1/childprofile/link',
    existingP50: pct(existing, 0.5),
    unknownP50: pct(unknown, 0.5),
    existingP90: pct(existing, 0.9),
    unknownP90: pct(unknown, 0.9),
  };
}
