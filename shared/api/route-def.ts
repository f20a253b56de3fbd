import type * as z from 'zod/mini';

/**
 * The shape of a row of the route table (routes.ts) and the rules read from a row, apart from the
 * table itself: a Lambda's bundle carries only its own row (infra/constructs/route-row.ts), and
 * these must not bring the table with them.
 *
 * Access:
 * - public: no token (sign-in, health)
 * - signedIn: any valid token (regular, parent, junior, or a parent acting for a child)
 * - adult: a regular or parent user, never a junior
 * - buyer: an adult's own token, or a parent acting for their child (buying is the parent's act,
 *   for that child only: functions/commerce/buyer.ts); never a junior's own token
 * - parent: a parent user with their own token (not acting for a child)
 * - junior: a junior's own token, or a parent acting for their child
 * - coach: a staff coach's own token (the `coach` group; docs/coach.md)
 * - orgAdmin: an organisation admin's own token (the `orgadmin` group); the handler reaches only the organisation
 *   the account administers (docs/organisations.md)
 */
export type Access = 'public' | 'signedIn' | 'adult' | 'buyer' | 'parent' | 'junior' | 'coach' | 'orgAdmin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** As the spec writes it, without a leading slash: `v1/courses/{courseId}`. */
  path: string;
  /** Module under functions/, e.g. `system/routes/health` → functions/system/routes/health.ts. */
  handler: string;
  access: Access;
  /**
   * Schema for the JSON body (POST/PUT) or the query string (GET). Written with `zod/mini`, whose
   * functional API tree-shakes: classic zod adds about 75 KB to every Lambda and web chunk.
   */
  request?: z.ZodMiniType;
  /**
   * A schema for each `{name}` in `path` (length and characters; shared/schemas/path-params.ts). The
   * pipeline refuses a route module whose path names a parameter without one.
   */
  params?: Readonly<Record<string, z.ZodMiniType>>;
  /** Largest accepted body in bytes; JSON bodies default to 64 KiB (files go straight to S3). */
  maxBodyBytes?: number;
  /**
   * Also accept multipart/form-data (spec 01 §7: child photos). Its text fields and files become the
   * object the schema validates; files arrive as `UploadedFile`s (shared/schemas/family.ts).
   */
  multipart?: boolean;
  /**
   * Also accept application/x-www-form-urlencoded (a provider's HTML form post: Paytm's callback and
   * webhook). Every field becomes a string of the object the schema validates.
   */
  form?: boolean;
  /**
   * The server does a request once per `idempotency-key` (its module passes `idempotency` to http(),
   * functions/lib/idempotency.ts), so the web client may send it again after a failure that leaves
   * open whether it arrived (a dropped connection, a gateway 5xx; web/src/lib/retry-policy.ts).
   */
  idempotent?: boolean;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The area (stack group) a route belongs to: the first folder of its handler module. */
export function areaOf(route: RouteDef): string {
  return route.handler.split('/')[0] ?? 'misc';
}

/** The `{name}`s of a route's path, in order. */
export function pathParamNames(route: Pick<RouteDef, 'path'>): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
