import type * as z from 'zod/mini';

/**
 * The one route table. Every API endpoint is one row: its method and path as the spec writes them,
 * the handler module under functions/ (without extension), who may call it and the schema its body
 * or query must satisfy. infra/ builds one Lambda and one API Gateway route per row, the local
 * server mounts the same handlers, and the web client derives its calls from it.
 *
 * Access:
 * - public: no token (sign-in, health)
 * - signedIn: any valid token (regular, parent, junior, or a parent acting for a child)
 * - adult: a regular or parent user, never a junior
 * - parent: a parent user with their own token (not acting for a child)
 * - junior: a junior's own token, or a parent acting for their child
 */
export type Access = 'public' | 'signedIn' | 'adult' | 'parent' | 'junior';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** As the spec writes it, without a leading slash: `v1/courses/{courseId}`. */
  path: string;
  /** Module under functions/, e.g. `system/health` → functions/system/health.ts. */
  handler: string;
  access: Access;
  /**
   * Schema for the JSON body (POST/PUT) or the query string (GET). Written with `zod/mini`, whose
   * functional API tree-shakes: classic zod adds about 75 KB to every Lambda and web chunk.
   */
  request?: z.ZodMiniType;
  /** Largest accepted body in bytes; JSON bodies default to 64 KiB (files go straight to S3). */
  maxBodyBytes?: number;
}

export const routes = {
  health: { method: 'GET', path: 'v1/health', handler: 'system/health', access: 'public' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The area (stack group) a route belongs to: the first folder of its handler module. */
export function areaOf(route: RouteDef): string {
  return route.handler.split('/')[0] ?? 'misc';
}

export function routeEntries(): Array<[RouteId, RouteDef]> {
  return Object.entries(routes) as Array<[RouteId, RouteDef]>;
}
