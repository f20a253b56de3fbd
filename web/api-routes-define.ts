import { routes } from '#shared/api/routes';

/**
 * The browser's copy of the route table: only what a call needs (method, path, access), put into
 * the build as the constant `__API_ROUTES__` (web/vite.config.ts), and whether a write may be sent again. The table
 * itself carries every
 * request schema, so importing it would put zod and all the schemas into the first download; this
 * keeps one table and ships 2 KB of it. Unit tests set the same value as a global (unit-env.ts).
 */
export function slimRoutes(): Record<string, { method: string; path: string; access: string; idempotent?: true }> {
  return Object.fromEntries(
    Object.entries(routes).map(([id, r]) => [
      id,
      {
        method: r.method,
        path: r.path,
        access: r.access,
        ...('idempotent' in r && r.idempotent ? { idempotent: true as const } : {}),
      },
    ]),
  );
}

export function apiRoutesDefine(): Record<string, string> {
  return { __API_ROUTES__: JSON.stringify(slimRoutes()) };
}
