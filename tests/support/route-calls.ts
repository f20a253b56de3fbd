import type { RouteDef } from '#shared/api/routes';
import { isEnvelope } from '#shared/api/envelope';
import { TestClient } from './api-client';
import type { RouteRequest } from './route-fixtures';

/** Calls of the generated route suites: one request to a route as someone, and how to read the answer. */
export interface Answer {
  status: number;
  body: any;
  text: string;
}

export interface Call extends RouteRequest {
  token?: string | undefined;
  /** Path parameters put into the path as they are (not percent-encoded): `%ZZ`, 2,000 characters. */
  rawParams?: Record<string, string>;
  /** A body sent byte for byte as JSON (malformed JSON, `__proto__` keys). */
  rawBody?: string;
  /** A query string sent as it is (`a=%ZZ`, a key given twice). */
  rawQuery?: string;
}

export function urlOf(route: RouteDef, call: Call): string {
  let path = '/' + route.path;
  for (const [name, value] of Object.entries(call.rawParams ?? {})) path = path.replace(`{${name}}`, value);
  for (const [name, value] of Object.entries(call.params ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const query =
    call.rawQuery !== undefined
      ? `?${call.rawQuery}`
      : call.query
        ? '?' + new URLSearchParams(call.query).toString()
        : '';
  return path + query;
}

export async function callRoute(route: RouteDef, call: Call): Promise<Answer> {
  const client = new TestClient();
  client.token = call.token;
  const body =
    call.rawBody !== undefined ? new Blob([call.rawBody]) : route.method === 'GET' ? undefined : (call.body ?? {});
  const headers: Record<string, string> = call.rawBody !== undefined ? { 'content-type': 'application/json' } : {};
  try {
    const res = await client.call(route.method, urlOf(route, call), body, headers);
    return { status: res.status, body: res.body, text: JSON.stringify(res.body) };
  } catch (error) {
    // An answer that is not JSON at all (the client cannot parse it) is a failure the suites count.
    return { status: 599, body: undefined, text: String(error) };
  }
}

/** API Gateway's own refusal before any handler runs: 401 without a token header, 403 when the authorizer denies. */
export function isGatewayRefusal(a: Answer): boolean {
  return (
    (a.status === 401 && a.body?.message === 'Unauthorized') || (a.status === 403 && a.body?.message === 'Forbidden')
  );
}

const tokenErrors = new Set(['tokenMissing', 'tokenInvalid', 'sessionExpired']);

/** Refused because of who is calling: by the gateway, or by the pipeline's token and role checks. */
export function isIdentityRefusal(a: Answer): boolean {
  return isTokenRefusal(a) || isRoleRefusal(a);
}

/** The error key of a failure envelope. */
export function errorOf(a: Answer): string | undefined {
  return isEnvelope(a.body) && !a.body.status ? (a.body.data as { error?: string } | undefined)?.error : undefined;
}

/** Refused because the token is no good (no role check involved). */
export function isTokenRefusal(a: Answer): boolean {
  return isGatewayRefusal(a) || tokenErrors.has(errorOf(a) ?? '');
}

export function isRoleRefusal(a: Answer): boolean {
  return a.status === 403 && errorOf(a) === 'forbidden';
}

/**
 * A refusal carries nothing but its error: the gateway's `{message}`, or an envelope whose data is `{error, fields?}`.
 *
 */
export function refusalLeaks(a: Answer, secrets: string[]): string | undefined {
  const found = secrets.find((s) => s && a.text.includes(s));
  if (found) return `the answer contains ${found}`;
  if (isGatewayRefusal(a))
    return Object.keys(a.body).length === 1
      ? undefined
      : `the gateway refusal carries ${Object.keys(a.body).join(', ')}`;
  if (!isEnvelope(a.body)) return 'the answer is not an envelope';
  const extra = Object.keys(a.body.data ?? {}).filter((k) => k !== 'error' && k !== 'fields');
  return extra.length ? `the refusal carries data ${extra.join(', ')}` : undefined;
}

/** Runs `fn` over `items` with at most `limit` at once (the suites run on a 2-core CI). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Runs `fn` over `items` one lane at a time per caller (`laneOf`), callers in parallel up to
 * `limit`: one person's calls follow each other as their clicks would, so two saves of one profile
 * at once (a race test's business) never happen by accident here.
 */
export async function mapByLane<T, R>(
  items: T[],
  laneOf: (item: T) => string,
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const lanes = new Map<string, T[]>();
  for (const item of items) lanes.set(laneOf(item), [...(lanes.get(laneOf(item)) ?? []), item]);
  const results = await mapLimit([...lanes.values()], limit, async (lane) => {
    const out: R[] = [];
    for (const item of lane) out.push(await fn(item));
    return out;
  });
  return results.flat();
}

export function describeAnswer(a: Answer): string {
  return `${a.status} ${a.text.slice(0, 160)}`;
}
