import { matchAppPath, paths } from '../config/paths';
import type { Session } from './session';
import { stored } from './storage';

/**
 * Where a visitor goes next, shared by the guards (app/guards.tsx) and the sign-in screens so the
 * two always agree: the return path, the home of each user type, and preview mode (spec 01 §2).
 */

/** Only a same-site path may be a return path; anything else (//evil.example, https:…) is dropped. */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Returning to the login page itself would loop; the caller then uses its default.
  if (raw === '/' || raw.startsWith('/?') || raw.startsWith('/#')) return undefined;
  return raw;
}

/**
 * Login-page parameters that travel on to the return path (spec 01 §2): where the visitor came
 * from (magic_crate, newpayment, preview), the payment type of a purchase in progress, preview mode.
 */
export const CARRIED_PARAMS = ['referrer', 'payment_type', 'previewMode'] as const;

/** `path` with the carried parameters of `search` added (those the path does not set itself). */
export function withCarriedParams(path: string, search: string): string {
  const from = new URLSearchParams(search);
  const url = new URL(path, 'http://x');
  let added = false;
  for (const name of CARRIED_PARAMS) {
    const value = from.get(name);
    if (value === null || url.searchParams.has(name)) continue;
    url.searchParams.set(name, value);
    added = true;
  }
  return added ? url.pathname + url.search + url.hash : path;
}

// ---- Preview mode: `previewMode=1` on any path, remembered for the browser tab (sessionStorage).

export function hasPreviewParam(search: string): boolean {
  return new URLSearchParams(search).get('previewMode') === '1';
}

export function rememberPreviewMode(): void {
  stored.previewMode.write('1');
}

/**
 * Leaves preview mode in this tab: the visitor is on the way to buy (Back to product page, Buy Now),
 * which preview mode's access rule would otherwise send back to the course page.
 */
export function forgetPreviewMode(): void {
  stored.previewMode.remove();
}

export function isPreviewMode(search = ''): boolean {
  return hasPreviewParam(search) || stored.previewMode.read() === '1';
}

/**
 * In preview mode only the course page, the product page it was opened from (its 'Back to product
 * page', or the browser's Back; arriving there leaves preview mode) and the sign-in pages open.
 */
export function isPreviewAllowed(pathname: string): boolean {
  if (pathname === paths.myCourse || pathname === paths.purchase) return true;
  return matchAppPath(pathname)?.group === 'auth';
}

// ---- After signing in

const juniorGroups = new Set(['junior', 'common']);

/**
 * A user's own landing page: juniors and parents have their own dashboards (spec 01 §2, §6); a staff
 * coach lands in the coach workspace, and a new user who left after the PIN resumes onboarding (decisions 0438, 0450).
 */
export function userHome(
  session: Pick<Session, 'userType' | 'isCoach'> & Partial<Pick<Session, 'onboardingPending'>>,
): string {
  if (session.userType === 'w') return paths.juniorDashboard;
  if (session.isCoach) return paths.coachWorkspace;
  if (session.userType === 'k') return paths.parentDashboard;
  // A new user who left after the PIN and signs in later goes on with onboarding (decision 0438).
  if (session.onboardingPending) return paths.onboard;
  return paths.dashboard;
}

/**
 * The home after a sign-in answer: a regular user whose onboarding is pending goes to /onboard, whose
 * step fetch sends them on to step 1 (spec 01 §4); undefined leaves the user type's dashboard.
 */
export function homeAfterLogin(data: { onboarding: boolean; user_type: Session['userType'] }): string | undefined {
  return data.onboarding && data.user_type === 'T' ? paths.onboard : undefined;
}

/**
 * Where a signed-in visitor goes from a sign-in page whose query is `search`: its return_path
 * (default: `home`, the user type's dashboard), with the carried parameters. A junior goes there only when juniors may
 * open it; in preview mode anything but the course page becomes the course page.
 */
export function afterSignInPath(
  session: Pick<Session, 'userType' | 'isCoach'> & Partial<Pick<Session, 'onboardingPending'>>,
  search: string,
  home = userHome(session),
): string {
  const returnPath = safeReturnPath(new URLSearchParams(search).get('return_path'));
  let target = returnPath ?? home;
  const group = matchAppPath(new URL(target, 'http://x').pathname)?.group;
  if (session.userType === 'w' && !(group && juniorGroups.has(group))) target = paths.juniorDashboard;
  if (isPreviewMode(search) && !isPreviewAllowed(new URL(target, 'http://x').pathname)) target = paths.myCourse;
  return withCarriedParams(target, search);
}
