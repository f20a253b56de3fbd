import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '#shared/errors';
import { freePort } from '../../infra/local/ports';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { smsLimits } from '../../functions/core/security-rules';

/**
 * The SMS fraud guard (decision 0861) with production's limits, on a stack of this file's own (the suites'
 * shared stack has none worth the name). Each test speaks from its own loopback address (127.0.0.x): the
 * local CloudFront takes the viewer's address from the connection, as CloudFront does.
 */
let stack: LocalStack;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-sms-guard-'));
beforeAll(async () => {
  stack = await startLocalStack({ port: await freePort(), dataDir, web: 'none', env: 'test', smsLimits: {} });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: { message: string; data: any } };

function post(from: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(route, stack.url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          platform: 'w1',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function outbox(): Promise<Array<{ to: string; code?: string }>> {
  const res = await fetch(`${stack.url}/_local/outbox.json`);
  return ((await res.json()) as { items: Array<{ to: string; code?: string }> }).items;
}

/** A new number in a range of its own (its first five digits differ from every other test's). */
let ranges = 60_000 + randomInt(0, 30_000);
const numberInRange = (range: string) => `${range}${String(randomInt(0, 1e5)).padStart(5, '0')}`;
const numberInNewRange = () => numberInRange(String(ranges++));

describe('the SMS guard with production limits', () => {
  it('30 sign-in codes to 30 new numbers from one address, none verified, send at most 10 SMS', async () => {
    const numbers = Array.from({ length: 30 }, numberInNewRange);
    const answers = await Promise.all(numbers.map((n) => post('127.0.0.11', '/v1/otplogin', { login_id: n })));
    const sent = answers.filter((a) => a.status === 200);
    expect(sent).toHaveLength(smsLimits.perAddress);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(catalogue.smsBudgetSpent.message);
    }
    const items = await outbox();
    expect(numbers.filter((n) => items.some((i) => i.to === n))).toHaveLength(smsLimits.perAddress);
  }, 120_000);

  it('from a spent address, an account and a number with none are refused alike, on every code-sending route', async () => {
    const from = '127.0.0.12';
    await Promise.all(
      Array.from({ length: smsLimits.perAddress }, () => post(from, '/v1/register', { login_id: numberInNewRange() })),
    );
    const existing = '9876543210'; // a demo account (infra/local/seed.ts)
    const unknown = numberInNewRange();
    for (const route of ['/v1/forgotpassword', '/v1/otplogin']) {
      const field = route === '/v1/forgotpassword' ? 'user_name' : 'login_id';
      const [a, b] = await Promise.all([
        post(from, route, { [field]: existing }),
        post(from, route, { [field]: unknown }),
      ]);
      expect(a.status).toBe(429);
      expect(b).toEqual(a);
    }
  });

  it("a school's parents who type their codes are not slowed: 30 from one address, in waves of 10", async () => {
    const from = '127.0.0.13';
    for (let wave = 0; wave < 3; wave++) {
      const parents = Array.from({ length: 10 }, numberInNewRange);
      const sent = await Promise.all(
        parents.map((n) => post(from, '/v1/parentsignup', { login_id: n, parent_name: 'A Parent' })),
      );
      expect(sent.map((s) => s.status)).toEqual(Array(10).fill(200));
      const items = await outbox();
      const verified = await Promise.all(
        parents.map((n, i) =>
          post(from, '/v1/verifyloginotp', {
            otp: items.find((m) => m.to === n)?.code,
            user_id: sent[i]!.body.data.user_id,
          }),
        ),
      );
      expect(verified.map((v) => v.status)).toEqual(Array(10).fill(200));
    }
  }, 120_000);

  it('pauses a number range whose codes are not being verified, whatever address asks', async () => {
    const range = String(ranges++);
    // One address each, so only the range's guard can refuse; all at once, as a pumping run sends them.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(`127.0.1.${i + 1}`, '/v1/otplogin', { login_id: numberInRange(range) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(smsLimits.pause.after);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - smsLimits.pause.after);
    // Another range is not paused by it.
    expect((await post('127.0.1.200', '/v1/otplogin', { login_id: numberInNewRange() })).status).toBe(200);
  }, 120_000);

  it('a mobile verification is guarded too: the number typed counts against its range', async () => {
    const range = String(ranges++);
    const from = '127.0.2.1';
    // The range is spent by sign-in codes from many addresses…
    await Promise.all(
      Array.from({ length: smsLimits.pause.after + 1 }, (_, i) =>
        post(`127.0.2.${i + 10}`, '/v1/otplogin', { login_id: numberInRange(range) }),
      ),
    );
    // …and a signed-in learner's verification code to a number of it is refused alike.
    const parent = numberInNewRange();
    const sent = await post(from, '/v1/otplogin', { login_id: parent });
    const code = (await outbox()).find((m) => m.to === parent)?.code;
    const signedIn = await post(from, '/v1/verifyloginotp', { otp: code, user_id: sent.body.data.user_id });
    const res = await post(
      from,
      '/v1/sendOTP',
      { mobile: numberInRange(range) },
      {
        'access-token': signedIn.body.data.token,
      },
    );
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(catalogue.smsBudgetSpent.message);
  }, 120_000);
});
