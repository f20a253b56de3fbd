import type * as z from 'zod/mini';
import type { RouteDef, RouteId, routes } from '#shared/api/routes';

/**
 * Turns a row of the shared route table into a URL and fetch options (and reads the reply's body). Types come from the
 * same
 * table, so a call with the wrong input or a missing path parameter fails to compile.
 */
type RouteOf<K extends RouteId> = (typeof routes)[K];

/** The request schema's input type, or undefined for routes that take nothing. */
export type RequestOf<K extends RouteId> =
  RouteOf<K> extends { request: infer S extends z.ZodMiniType } ? z.input<S> : undefined;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** Values for the `{name}` placeholders of a route's path, or undefined when it has none. */
export type ParamsOf<K extends RouteId> = [ParamNames<RouteOf<K>['path']>] extends [never]
  ? undefined
  : Record<ParamNames<RouteOf<K>['path']>, string | number>;

export type GetRouteId = { [K in RouteId]: RouteOf<K>['method'] extends 'GET' ? K : never }[RouteId];

/** Same origin everywhere: CloudFront and the local server both serve /v1 and /v3 beside the app. */
const API_ORIGIN_PATH = '/';

/** Method, path, access and idempotence of a route: the build's slim copy of the table (no schemas, no zod). */
export type RouteCall = Pick<RouteDef, 'method' | 'path' | 'access' | 'idempotent'>;

export function routeDef(id: RouteId): RouteCall {
  return __API_ROUTES__[id];
}

export function buildPath(template: string, params?: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export function toQuery(input: unknown): string {
  if (input === undefined || input === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildUrl(route: RouteCall, input: unknown, params?: Record<string, string | number>): string {
  const path = API_ORIGIN_PATH + buildPath(route.path, params);
  return route.method === 'GET' || route.method === 'DELETE' ? path + toQuery(input) : path;
}

/** JSON for POST/PUT; a FormData body (multipart uploads such as a child photo) goes as it is. */
export function buildBody(route: RouteCall, input: unknown): { body?: BodyInit; contentType?: string } {
  if (route.method === 'GET' || route.method === 'DELETE' || input === undefined) return {};
  if (typeof FormData !== 'undefined' && input instanceof FormData) return { body: input };
  return { body: JSON.stringify(input), contentType: 'application/json' };
}

// ---- Reading what came back.

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined; // HTML error pages, empty bodies: the client reads them as "no usable answer".
  }
}

/** API Gateway's own replies have no envelope, only `{"message": "..."}`. */
export function gatewayMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}
