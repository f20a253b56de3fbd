import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../../infra/local/stack';

/**
 * Whether an answer's timing says if a login id has an account (docs/security.md): each call is
 * made for a new existing account and for an unknown id, one after the other, `rounds` times; the
 * medians should be equal within noise. Every round uses fresh ids, so each call takes its normal
 * path (no resend wait, no lockout).
 */
export interface TimingPair {
  call: string;
  existingP50: number;
  unknownP50: number;
  existingP90: number;
  unknownP90: number;
}

type Post = (path: string, body: unknown, token?: string) => Promise<{ status: number; body: any; ms: number }>;

export async function measureSignInTiming(
  stack: Pick<LocalStack, 'url' | 'endpoints'>,
  rounds: number,
): Promise<TimingPair[]> {
  const post: Post = async (path, body, token) => {
    const began = performance.now();
    const res = await fetch(stack.url + path, {
      method: 'POST',
      headers: { platform: 'w1', 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    return { status: res.status, body: json, ms: performance.now() - began };
  };
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.endpoints.dynamodb,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  // As if the 30-second resend wait had passed (the bench measures the sending path, not the refusal).
  const age = (to: string) =>
    db.send(
      new UpdateCommand({
        TableName: 'fluentia-test-main',
        Key: { pk: `SENDS#${to}`, sk: new Date().toISOString().slice(0, 10) },
        UpdateExpression: 'SET lastSentAt = :t',
        ExpressionAttributeValues: { ':t': Date.now() - 31_000 },
      }),
    );
  const fresh = () => `bench-${randomUUID().slice(0, 8)}@example.com`;

  const primary = fresh();
  await post('/v1/register', { login_id: primary });
  const outbox = (await (await fetch(`${stack.url}/_local/outbox.json`)).json()) as {
    items: Array<{ to: string; code?: string }>;
  };
  const pin = outbox.items.find((i) => i.to === primary)?.code;
  const token = (await post('/v1/login', { login_id: primary, pin })).body.data.token as string;

  const times: Record<string, { existing: number[]; unknown: number[] }> = {};
  const record = (call: string, kind: 'existing' | 'unknown', ms: number) =>
    (times[call] ??= { existing: [], unknown: [] })[kind].push(ms);
  const calls: Array<[string, (id: string) => Promise<{ ms: number }>]> = [
    ['POST v1/login (wrong PIN)', (id) => post('/v1/login', { login_id: id, pin: '000000' })],
    ['POST v1/forgotpassword', (id) => post('/v1/forgotpassword', { user_name: id })],
    ['POST v1/otplogin', (id) => post('/v1/otplogin', { login_id: id })],
    ['POST v1/sendotp (merge)', (id) => post('/v1/sendotp', { user_name: id }, token)],
  ];
  for (let round = 0; round < rounds; round++) {
    const existing = fresh();
    await post('/v1/register', { login_id: existing });
    for (const [call, send] of calls) {
      const unknown = fresh();
      await age(existing);
      // Alternate which goes first, so a warm cache favours neither.
      const order: Array<['existing' | 'unknown', string]> =
        round % 2
          ? [
              ['unknown', unknown],
              ['existing', existing],
            ]
          : [
              ['existing', existing],
              ['unknown', unknown],
            ];
      for (const [kind, id] of order) record(call, kind, (await send(id)).ms);
    }
  }
  db.destroy();
  const pct = (values: number[], p: number) =>
    Math.round([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!);
  return Object.entries(times).map(([call, t]) => ({
    call,
    existingP50: pct(t.existing, 0.5),
    unknownP50: pct(t.unknown, 0.5),
    existingP90: pct(t.existing, 0.9),
    unknownP90: pct(t.unknown, 0.9),
  }));
}
