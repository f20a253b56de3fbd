import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { homePath, useSession, type Session } from '../lib/session';
import { isLoginRequired, paths, type RouteGroup } from '../config/paths';

/**
 * Access rules of spec 01 §2 that need no server, in one module. `accessRedirect` is the pure rule
 * (tested directly); `Guard` applies it to a group of routes in the router.
 *
 * Still to come, and to be added here: the parent without a child token sent to the parent sign-in
 * path; "a payment is in process and the referer is the landing page → /logout"; the regular/parent
 * user-type flip; preview mode (previewMode=1) limits.
 */
interface Place {
  pathname: string;
  search: string;
}

/** Only a same-site path may be a return path; anything else (//evil.example, https:…) is dropped. */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Returning to the login page itself would loop; the caller then uses its default.
  if (raw === '/' || raw.startsWith('/?') || raw.startsWith('/#')) return undefined;
  return raw;
}

/** `/?return_path=<path+search>`: where an unauthenticated visitor is sent (spec 01 §2). */
export function loginRedirect(place: Place): string {
  return `/?${new URLSearchParams({ return_path: place.pathname + place.search }).toString()}`;
}

export function accessRedirect(group: RouteGroup, session: Session | null, place: Place): string | null {
  if (!session) return isLoginRequired(group) ? loginRedirect(place) : null;
  // A junior opening a regular-user or parent path goes to their own dashboard.
  if (session.userType === 'w' && (group === 'regular' || group === 'parent')) return paths.juniorDashboard;
  // "A visitor already holding a token (with sso not zero) who opens the login page is redirected to
  // the return path" (default /mydashboard; a junior's home is their own dashboard).
  if (place.pathname === paths.login && session.sso !== '0') {
    return safeReturnPath(new URLSearchParams(place.search).get('return_path')) ?? homePath(session);
  }
  return null;
}

/** Layout route for one group: renders the group's screen, or redirects when access is refused. */
export function Guard({ group, children }: { group: RouteGroup; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const to = accessRedirect(group, session, location);
  // The session just ended while the app is already on its way somewhere (a token failure going
  // to /): redirecting to the login page with a return path now would override that destination.
  if (to && !session && navigating) return null;
  if (to) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
}
