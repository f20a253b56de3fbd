import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { appPaths, type AppPathId, type RouteGroup } from '../config/paths';
import { NotFound } from '../features/misc/not-found';
import { setTokenFailureHandler } from '../lib/api-client';
import { Guard } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';
import { routeLoaders } from './route-data';

/**
 * Every path of the route table (config/paths.ts), each loading its screen lazily so the first
 * download stays small. Until a screen is built its path shows the shared "not yet available"
 * screen; an issue that builds a screen adds one line to `screens`.
 */
type LazyRoute = NonNullable<RouteObject['lazy']>;
type DataRouter = ReturnType<typeof createBrowserRouter>;

const notYetAvailable: LazyRoute = async () => ({ Component: (await import('../features/misc/not-yet-available')).NotYetAvailable });

const auth = () => import('../features/auth');
const courses = () => import('../features/courses');
const commerce = () => import('../features/commerce');

const screens: Partial<Record<AppPathId, LazyRoute>> = {
  login: async () => ({ Component: (await auth()).LoginPage }),
  verifyUser: async () => ({ Component: (await auth()).VerifyUserPage }),
  signup: async () => ({ Component: (await auth()).SignupPage }),
  parentLogin: async () => ({ Component: (await auth()).ParentLoginPage }),
  parentSignup: async () => ({ Component: (await auth()).ParentSignupPage }),
  parentVerifyOtp: async () => ({ Component: (await auth()).VerifyOtpPage }),
  juniorSignin: async () => ({ Component: (await auth()).JuniorSigninPage }),
  sso: async () => ({ Component: (await auth()).SsoPage }),
  logout: async () => ({ Component: (await import('./logout')).Logout }),
  online: async () => ({ Component: (await courses()).OnlineCoursesPage }),
  live: async () => ({ Component: (await courses()).LiveCoursesPage }),
  coach: async () => ({ Component: (await courses()).CoachCoursesPage }),
  myCourse: async () => ({ Component: (await courses()).MyCoursePage }),
  submitAssignment: async () => ({ Component: (await import('../features/coach/submit-task-page')).SubmitTaskPage }),
  coachWorkspace: async () => ({ Component: (await import('../features/coach/workspace-page')).WorkspacePage }),
  test: async () => ({ Component: (await import('../features/test')).TestPage }),
  // The dashboard is the first screen after sign-in: its own chunk, without the account forms (and zod).
  dashboard: async () => ({ Component: (await import('../features/account/dashboard')).DashboardPage }),
  onboard: async () => ({ Component: (await import('../features/account')).OnboardStartPage }),
  onboardStep1: async () => ({ Component: (await import('../features/account')).OnboardStep1Page }),
  onboardStep2: async () => ({ Component: (await import('../features/account')).OnboardStep2Page }),
  onboardStep3: async () => ({ Component: (await import('../features/account')).OnboardStep3Page }),
  onboardStep4: async () => ({ Component: (await import('../features/account')).OnboardStep4Page }),
  onboardStep5: async () => ({ Component: (await import('../features/account')).OnboardStep5Page }),
  onboardFinal: async () => ({ Component: (await import('../features/account')).OnboardFinalPage }),
  profile: async () => ({ Component: (await import('../features/account')).ProfilePage }),
  settings: async () => ({ Component: (await import('../features/account')).SettingsPage }),
  history: async () => ({ Component: (await import('../features/account')).HistoryPage }),
  parentDashboard: async () => ({ Component: (await import('../features/family')).ParentDashboardPage }),
  childDashboard: async () => ({ Component: (await import('../features/family')).ChildDashboardPage }),
  juniorDashboard: async () => ({ Component: (await import('../features/family')).JuniorDashboardPage }),
  buyCourse: async () => ({ Component: (await commerce()).ProductsPage }),
  purchase: async () => ({ Component: (await commerce()).PurchasePage }),
  paymentProcess: async () => ({ Component: (await commerce()).PaymentProcessPage }),
  paymentSuccess: async () => ({ Component: (await commerce()).PaymentSuccessPage }),
  paymentFailure: async () => ({ Component: (await commerce()).PaymentFailurePage }),
  verifyCertificate: async () => ({ Component: (await import('../features/certificates/verify-page')).VerifyCertificatePage }),
};

const groups: readonly RouteGroup[] = ['regular', 'parent', 'junior', 'common', 'payment', 'auth'];

export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A second boundary inside the layout keeps the header and menu when a screen fails.
        ErrorBoundary: RouteError,
        children: [
          ...groups.map(
            (group): RouteObject => ({
              element: <Guard group={group} />,
              children: appPaths
                .filter((p) => p.group === group)
                .map((p) => ({ path: p.path, id: p.id, lazy: screens[p.id] ?? notYetAvailable, ...(routeLoaders[p.id] ? { loader: routeLoaders[p.id] } : {}) })),
            }),
          ),
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

/** `create` is swappable so tests can run the same table in a memory router. */
export function createAppRouter(create: (routes: RouteObject[]) => DataRouter = createBrowserRouter): DataRouter {
  const router = create(appRoutes);
  // A token failure anywhere sends the visitor to / without reloading the app (spec 01 §8).
  // flushSync renders the navigation together with the cleared session (see lib/api-client.ts).
  setTokenFailureHandler(() => void router.navigate('/', { replace: true, flushSync: true }));
  return router;
}
