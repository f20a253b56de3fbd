import { inject } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';

/** Calls the local API as the web does, keeping cookies per client (one client = one browser). */
export class TestClient {
  /** The suite's shared stack, or a stack of the test's own. */
  constructor(readonly base: string = inject('baseUrl')) {}
  private cookies = new Map<string, string>();
  token: string | undefined;

  /** FormData goes as multipart/form-data (fetch sets the boundary) and a Blob as it is; anything else as JSON. */
  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const form = body instanceof FormData || body instanceof Blob;
    const res = await fetch(this.base + path, {
      method,
      headers: {
        platform: 'w1',
        ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { 'access-token': this.token } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (!name) continue;
      if (!value || /Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: (text ? JSON.parse(text) : {}) as { status: boolean; code: number; message: string; data: T },
    };
  }

  post<T = any>(path: string, body: unknown = {}) {
    return this.call<T>('POST', path, body);
  }

  put<T = any>(path: string, body: unknown = {}) {
    return this.call<T>('PUT', path, body);
  }

  get<T = any>(path: string) {
    return this.call<T>('GET', path);
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  /** A cookie's value as this browser holds it (an HttpOnly refresh token is read only by tests). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** The newest code the local outbox holds for a destination (a phone number or an e-mail). */
export async function latestCode(to: string): Promise<string | undefined> {
  const res = await fetch(inject('baseUrl') + '/_local/outbox.json');
  const { items } = (await res.json()) as { items: Array<{ to: string; code?: string }> };
  return items.find((i) => i.to === to)?.code;
}

export async function outboxCount(to: string): Promise<number> {
  const res = await fetch(inject('baseUrl') + '/_local/outbox.json');
  const { items } = (await res.json()) as { items: Array<{ to: string }> };
  return items.filter((i) => i.to === to).length;
}

export function freshPhone(): string {
  return `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

export function freshEmail(): string {
  return `learner-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Makes the last code sent to `to` 31 seconds old, as if the 30-second resend wait had passed
 * (a test-only change of the stored time; the rule itself is unchanged).
 */
export async function ageLastSend(to: string): Promise<void> {
  const { DynamoDBClient, UpdateItemCommand } = await import('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({
    endpoint: inject('endpoints').dynamodb,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  await client.send(
    new UpdateItemCommand({
      TableName: 'fluentia-test-main',
      Key: { pk: { S: `SENDS#${to}` }, sk: { S: new Date().toISOString().slice(0, 10) } },
      UpdateExpression: 'SET lastSentAt = :t',
      ExpressionAttributeValues: { ':t': { N: String(Date.now() - 31_000) } },
    }),
  );
  client.destroy();
}

/**
 * Signs the seeded parent in by OTP. Test files run in parallel and a new code replaces an older
 * one, so two files signing the parent in at once can spend each other's codes: try again then.
 */
export async function signInDemoParent(): Promise<TestClient> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const client = new TestClient();
    await ageLastSend('9812345678');
    const sent = await client.post('/v1/otplogin', { login_id: '9812345678' });
    if (sent.status === 200) {
      const res = await client.post('/v1/verifyloginotp', {
        otp: await latestCode('9812345678'),
        user_id: sent.body.data.user_id,
      });
      if (res.status === 200) {
        client.token = res.body.data.token;
        return client;
      }
    }
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 800));
  }
  throw new Error('Could not sign the demo parent in.');
}
