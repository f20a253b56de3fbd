import { useLayoutEffect, type ReactNode } from 'react';
import { matchPath, Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import type { UserType } from '#shared/api/caller';
import { isLoginRequired, paths, type RouteGroup } from '../config/paths';
import {
  afterSignInPath,
  hasPreviewParam,
  isPreviewAllowed,
  isPreviewMode,
  rememberPreviewMode,
  userHome,
} from '../lib/destinations';
import { updateSession, useSession, type Session } from '../lib/session';

/**
 * Access rules of spec 01 §2 that need no server, in one module. `accessRedirect` and `typeFlip`
 * are the pure rules (tested directly); `Guard` applies them to a group of routes in the router.
 * The top navigation's visibility is in config/paths.ts (`isTopNavHidden`).
 */
export { safeReturnPath } from '../lib/destinations';

interface Place {
  pathname: string;
  search: string;
}

export interface AccessContext {
  /** Path of the page the visitor came from (in the app, or the document referrer on first load). */
  referer?: string | undefined;
  /** Preview mode (previewMode=1 now or earlier in this tab); read from the place when omitted. */
  preview?: boolean;
}

/** `/?return_path=<path+search>`: where an unauthenticated visitor is sent (spec 01 §2). */
export function loginRedirect(place: Place): string {
  return `/?${new URLSearchParams({ return_path: place.pathname + place.search }).toString()}`;
}

function childDashboardId(pathname: string): string | undefined {
  return matchPath(paths.childDashboard, pathname)?.params.id;
}

export function accessRedirect(
  group: RouteGroup,
  session: Session | null,
  place: Place,
  ctx: AccessContext = {},
): string | null {
  if (!session) return isLoginRequired(group) ? loginRedirect(place) : null;
  // "If a payment is in process and the referer is the landing page, the user is sent to /logout."
  if (session.paymentInProcess && ctx.referer === paths.login && place.pathname !== paths.logout) return paths.logout;
  // "Preview mode is entered with the query previewMode=1 and limits access": the course page only.
  if ((ctx.preview ?? isPreviewMode(place.search)) && !isPreviewAllowed(place.pathname)) return paths.login;
  // A junior opening a regular-user or parent path goes to their own dashboard; so does one opening a
  // payment page: a junior never buys, their parent does, acting for them (docs/decisions.md).
  if (session.userType === 'w' && (group === 'regular' || group === 'parent' || group === 'payment'))
    return paths.juniorDashboard;
  // The organisation's console is its admins' (the server refuses anyone else too); an admin never shops there.
  if (group === 'org' && !session.isOrgAdmin) return userHome(session);
  if (session.isOrgAdmin && group === 'payment') return paths.orgOverview;
  // The junior dashboard is a junior's own: an adult opening it goes to their own home instead.
  if (session.userType !== 'w' && group === 'junior') return userHome(session);
  // "A parent without a child token is sent to a parent sign-in path with a return_path query."
  const childId = childDashboardId(place.pathname);
  if (childId !== undefined && session.actingChild?.childId !== childId) {
    return `${paths.parentLogin}?${new URLSearchParams({ return_path: place.pathname + place.search }).toString()}`;
  }
  // "A visitor already holding a token (with sso not zero) who opens the login page is redirected to
  // the return path" (default: the user's own dashboard).
  if (place.pathname === paths.login && session.sso !== '0') return afterSignInPath(session, place.search);
  return null;
}

/**
 * "Regular and parent users share the regular and parent route tables; the user type flips when
 * the other group's route is visited." Juniors never flip, and only a parent's account flips to
 * parent: an adult learner on /parent/dashboard is offered to become a parent there instead.
 * Returns the new type, or null.
 */
export function typeFlip(group: RouteGroup, session: Session | null): UserType | null {
  if (session?.userType === 'T' && session.isParent && group === 'parent') return 'k';
  if (session?.userType === 'k' && group === 'regular') return 'T';
  return null;
}

// The referer rule needs the page shown before the current one. The path a page was reached from is
// fixed when the page first renders (by location key, so re-renders and discarded concurrent renders
// agree) from the last page actually put on screen, which an effect records at commit time.
const referers = new Map<string, string | undefined>();
let shownPath: string | undefined;

function documentRefererPath(): string | undefined {
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? url.pathname : undefined;
  } catch {
    return undefined; // no referrer, or not a URL
  }
}

export function refererOf(location: { key: string; pathname: string }): string | undefined {
  const id = `${location.key} ${location.pathname}`;
  if (!referers.has(id)) {
    if (referers.size > 50) referers.delete(referers.keys().next().value as string);
    referers.set(id, shownPath ?? documentRefererPath());
  }
  return referers.get(id);
}

/** Records the page now on screen (called when a guarded page commits). */
export function markShown(pathname: string): void {
  shownPath = pathname;
}

/** Forgets the page history of the referer rule (tests start each app afresh). */
export function resetRefererTracking(): void {
  referers.clear();
  shownPath = undefined;
}

/** Layout route for one group: renders the group's screen, or redirects when access is refused. */
export function Guard({ group, children }: { group: RouteGroup; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const to = accessRedirect(group, session, location, { referer: refererOf(location) });
  const flip = to ? null : typeFlip(group, session);

  // Layout effects: they run before Navigate's redirect, so the next page sees both.
  useLayoutEffect(() => {
    markShown(location.pathname);
    if (hasPreviewParam(location.search)) rememberPreviewMode();
  }, [location.pathname, location.search]);
  useLayoutEffect(() => {
    if (flip) updateSession({ userType: flip });
  }, [flip]);

  // The session just ended while the app is already on its way somewhere (a token failure going
  // to /): redirecting to the login page with a return path now would override that destination.
  if (to && !session && navigating) return null;
  if (to) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
}
