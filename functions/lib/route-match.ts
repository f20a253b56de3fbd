import { routeEntries, type Method, type RouteDef, type RouteId } from '#shared/api/routes';

/**
 * Matches a request against the route table the way API Gateway's HTTP API does: exact segments,
 * `{name}` captures one segment. Used by the local server to dispatch and by the `$default` route to
 * tell an unknown path (404) from a known path with the wrong method (405).
 */
interface Compiled {
  id: RouteId;
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

const compiled: Compiled[] = routeEntries().map(([id, route]) => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        names.push(param[1] as string);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { id, route, pattern: new RegExp(`^/${source}$`), names };
});

export type Match =
  | { kind: 'route'; id: RouteId; route: RouteDef; params: Record<string, string> }
  | { kind: 'methodNotAllowed'; allowed: Method[] }
  | { kind: 'notFound' };

/** A segment as API Gateway hands it over: decoded, or as typed when it cannot be (the pipeline then refuses it). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether every percent-escape of a path decodes (`/v1/fetchattempt/%ZZ` does not). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function matchRoute(method: string, path: string): Match {
  const allowed: Method[] = [];
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    if (c.route.method !== method.toUpperCase()) {
      allowed.push(c.route.method);
      continue;
    }
    const params: Record<string, string> = {};
    c.names.forEach((name, i) => {
      params[name] = decodeSegment(m[i + 1] as string);
    });
    return { kind: 'route', id: c.id, route: c.route, params };
  }
  return allowed.length ? { kind: 'methodNotAllowed', allowed } : { kind: 'notFound' };
}
