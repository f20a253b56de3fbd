import { randomUUID } from 'node:crypto';
import { catalogue } from '#shared/errors';
import { LEARNER_HEADER, STEP_HEADER } from '../../functions/lib/traffic-recorder';

/**
 * One simulated learner's browser for the olympiad run (tests/olympiad/): calls the local API as
 * the web app does, a write with an `idempotency-key` made once per action, and retries like it:
 * on a network failure, a 5xx, a 429 or "still being processed", with backoff and jitter and the
 * same key. `dropRate` loses that share of answers on the way back (the connection drops after
 * the server answered), for every call that is safe to send again (reads, and writes with a key);
 * sign-in calls are not, in the web app either. Each request carries the learner and the journey
 * step for the traffic recorder.
 */
export interface Answer<T> {
  ok: boolean;
  code: number;
  message: string;
  data: T;
  /** Tries it took (1 = first time). */
  tries: number;
}

export interface ClientOptions {
  base: string;
  learner: string;
  dropRate: number;
  /** Counts what happened on the way: retries, dropped answers. */
  tally: Tally;
}

export interface Tally {
  requests: number;
  retries: number;
  dropped: number;
}

export const newTally = (): Tally => ({ requests: 0, retries: 0, dropped: 0 });

const MAX_TRIES = 8;
/**
 * A request that has not answered by then is given up and sent again, as a browser's would fail (API Gateway itself
 * stops at 30 s).
 */
const REQUEST_TIMEOUT_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The answer to a retried write whose first send is still being handled. */
export const inProgress = catalogue.idempotencyInProgress.message;

export class LearnerClient {
  token: string | undefined;
  step = 'signin';
  private cookies = new Map<string, string>();

  constructor(private readonly options: ClientOptions) {}

  get<T>(path: string, options: { token?: string } = {}): Promise<Answer<T>> {
    return this.send<T>('GET', path, undefined, { ...options, retrySafe: true });
  }

  /** A write the web app sends with an idempotency key (startAttempt, submitAnswer, customcertificate, usertoken…). */
  post<T>(path: string, body: unknown, options: { token?: string; key?: string } = {}): Promise<Answer<T>> {
    return this.send<T>('POST', path, body, { ...options, key: options.key ?? randomUUID(), retrySafe: true });
  }

  /** A sign-in call: sent again only when it did not arrive (a network failure before an answer). */
  signIn<T>(path: string, body: unknown): Promise<Answer<T>> {
    return this.send<T>('POST', path, body, { key: randomUUID(), retrySafe: false });
  }

  private async send<T>(
    method: string,
    path: string,
    body: unknown,
    options: { token?: string; key?: string; retrySafe: boolean },
  ): Promise<Answer<T>> {
    const { tally } = this.options;
    for (let tries = 1; ; tries++) {
      tally.requests++;
      let status = 0;
      let json: { status: boolean; code: number; message: string; data: T } | undefined;
      try {
        const res = await fetch(this.options.base + path, {
          method,
          headers: this.headers(options, body !== undefined),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        this.keepCookies(res);
        status = res.status;
        const text = await res.text();
        json = text.startsWith('{') ? JSON.parse(text) : undefined;
      } catch {
        status = 0; // the connection failed, or no answer in time
      }
      const dropped = status !== 0 && options.retrySafe && Math.random() < this.options.dropRate;
      if (dropped) tally.dropped++;
      const retry =
        dropped || status === 0 || status >= 500 || status === 429 || (status === 409 && json?.message === inProgress);
      if (!retry || tries >= MAX_TRIES) {
        return {
          ok: Boolean(json?.status),
          code: json?.code ?? status,
          message: json?.message ?? '',
          data: json?.data as T,
          tries,
        };
      }
      tally.retries++;
      await sleep(Math.min(4000, 100 * 2 ** (tries - 1)) * (0.5 + Math.random()));
    }
  }

  private headers(options: { token?: string; key?: string }, hasBody: boolean): Record<string, string> {
    const token = options.token ?? this.token;
    return {
      platform: 'w1',
      [LEARNER_HEADER]: this.options.learner,
      [STEP_HEADER]: this.step,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'access-token': token } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    };
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = (line.split(';')[0] ?? '').split('=');
      if (name && value) this.cookies.set(name, value);
    }
  }
}
