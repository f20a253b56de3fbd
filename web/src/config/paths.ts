import { matchPath } from 'react-router-dom';

/**
 * The web's route table (spec 01 §2), written once. The router registers these paths, the layout
 * reads whether the top navigation shows, and the guards read the group to decide access.
 * Adding a screen later means pointing its id at a module in router.tsx, not editing this list.
 */
export type RouteGroup = 'regular' | 'parent' | 'junior' | 'common' | 'payment' | 'auth' | 'org';

/**
 * Spec 01 §2: "The top navigation is hidden on /, /logout, /signup, the parent and junior sign-in
 * pages, /verifyuser, /test, /sso, the payment result pages, and on /purchase when the sso value is 0."
 */
export type TopNav = 'shown' | 'hidden' | 'hiddenWhenSsoZero';

export interface AppPath {
  id: string;
  path: string;
  group: RouteGroup;
  topNav: TopNav;
  /** What the screen is, in words a visitor understands (page title, "not available yet" text). */
  title: string;
}

export const appPaths = [
  { id: 'dashboard', path: '/mydashboard', group: 'regular', topNav: 'shown', title: 'My Dashboard' },
  { id: 'courses', path: '/courses', group: 'regular', topNav: 'shown', title: 'My Courses' },
  { id: 'coach', path: '/coach', group: 'regular', topNav: 'shown', title: 'Coach Calls' },
  { id: 'live', path: '/live', group: 'regular', topNav: 'shown', title: 'Live Classes' },
  { id: 'online', path: '/online', group: 'regular', topNav: 'shown', title: 'Online Lessons' },
  { id: 'submitAssignment', path: '/submitAssignment', group: 'regular', topNav: 'shown', title: 'Submit a Task' },
  { id: 'coachWorkspace', path: '/coach/workspace', group: 'regular', topNav: 'shown', title: 'Coach workspace' },
  { id: 'onboard', path: '/onboard', group: 'regular', topNav: 'shown', title: 'Welcome' },
  { id: 'onboardStep1', path: '/onboard/step1', group: 'regular', topNav: 'shown', title: 'Your background' },
  { id: 'onboardStep2', path: '/onboard/step2', group: 'regular', topNav: 'shown', title: 'Are you a parent?' },
  { id: 'onboardStep3', path: '/onboard/step3', group: 'regular', topNav: 'shown', title: 'WhatsApp updates' },
  { id: 'onboardStep4', path: '/onboard/step4', group: 'regular', topNav: 'shown', title: 'Stay in touch' },
  { id: 'onboardStep5', path: '/onboard/step5', group: 'regular', topNav: 'shown', title: 'Your name' },
  { id: 'onboardFinal', path: '/onboard/final', group: 'regular', topNav: 'shown', title: 'All done' },
  { id: 'profile', path: '/profile', group: 'regular', topNav: 'shown', title: 'Personal Information' },
  { id: 'settings', path: '/settings', group: 'regular', topNav: 'shown', title: 'Account Settings' },
  { id: 'history', path: '/history', group: 'regular', topNav: 'shown', title: 'History' },
  { id: 'parentDashboard', path: '/parent/dashboard', group: 'parent', topNav: 'shown', title: 'Child Profiles' },
  { id: 'childDashboard', path: '/child/dashboard/:id', group: 'parent', topNav: 'shown', title: 'Child Dashboard' },
  { id: 'juniorDashboard', path: '/junior/dashboard', group: 'junior', topNav: 'shown', title: 'My Dashboard' },
  { id: 'myCourse', path: '/mycourse', group: 'common', topNav: 'shown', title: 'My Course' },
  // The organisation's console (docs/organisations.md): its admins only.
  { id: 'orgOverview', path: '/org', group: 'org', topNav: 'shown', title: 'Organisation' },
  { id: 'orgKeys', path: '/org/keys', group: 'org', topNav: 'shown', title: 'Keys' },
  { id: 'orgPeople', path: '/org/people', group: 'org', topNav: 'shown', title: 'People' },
  { id: 'orgClasses', path: '/org/classes', group: 'org', topNav: 'shown', title: 'Classes' },
  { id: 'orgClass', path: '/org/classes/:classId', group: 'org', topNav: 'shown', title: 'Class' },
  { id: 'test', path: '/test', group: 'common', topNav: 'hidden', title: 'Test' },
  { id: 'buyCourse', path: '/buycourse', group: 'payment', topNav: 'shown', title: 'Buy a Course' },
  { id: 'purchase', path: '/purchase', group: 'payment', topNav: 'hiddenWhenSsoZero', title: 'Product' },
  { id: 'paymentProcess', path: '/paymentprocess', group: 'payment', topNav: 'shown', title: 'Payment' },
  { id: 'paymentSuccess', path: '/paymentsuccess', group: 'payment', topNav: 'hidden', title: 'Payment successful' },
  { id: 'paymentFailure', path: '/paymentfailure', group: 'payment', topNav: 'hidden', title: 'Payment unsuccessful' },
  { id: 'verifyCertificate', path: '/verify/:certId', group: 'auth', topNav: 'hidden', title: 'Certificate' },
  { id: 'privacy', path: '/privacy', group: 'auth', topNav: 'hidden', title: 'Privacy' },
  { id: 'sso', path: '/sso', group: 'auth', topNav: 'hidden', title: 'Signing you in' },
  { id: 'login', path: '/', group: 'auth', topNav: 'hidden', title: 'Sign in' },
  { id: 'verifyUser', path: '/verifyuser', group: 'auth', topNav: 'hidden', title: 'Verify your account' },
  { id: 'signup', path: '/signup', group: 'auth', topNav: 'hidden', title: 'Create an account' },
  { id: 'parentLogin', path: '/parent/login', group: 'auth', topNav: 'hidden', title: 'Parent sign in' },
  { id: 'parentSignup', path: '/parent/signup', group: 'auth', topNav: 'hidden', title: 'Parent sign up' },
  { id: 'parentVerifyOtp', path: '/parent/verifyotp', group: 'auth', topNav: 'hidden', title: 'Verify OTP' },
  { id: 'juniorSignin', path: '/junior/signin', group: 'auth', topNav: 'hidden', title: 'Junior sign in' },
  { id: 'logout', path: '/logout', group: 'auth', topNav: 'hidden', title: 'Signing out' },
] as const satisfies readonly AppPath[];

export type AppPathId = (typeof appPaths)[number]['id'];

/** Paths by id, for links: `paths.settings` rather than a retyped '/settings'. */
export const paths = Object.fromEntries(appPaths.map((p) => [p.id, p.path])) as {
  [P in (typeof appPaths)[number] as P['id']]: P['path'];
};

/** Every group except auth needs a signed-in visitor (spec 01 §2, Access column). */
export function isLoginRequired(group: RouteGroup): boolean {
  return group !== 'auth';
}

/** The table row for a location, or undefined for an unknown path (the not-found page). */
export function matchAppPath(pathname: string): AppPath | undefined {
  return appPaths.find((p) => matchPath({ path: p.path, end: true }, pathname) !== null);
}

/** `session`: only whether it came from single sign-on matters (config stands below lib: no import of its Session). */
export function isTopNavHidden(appPath: AppPath | undefined, session: { sso: string } | null): boolean {
  if (!appPath) return false;
  if (appPath.topNav === 'hiddenWhenSsoZero') return session?.sso === '0';
  return appPath.topNav === 'hidden';
}
