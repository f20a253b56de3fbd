import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { appPaths, type AppPathId, type RouteGroup } from '../config/paths';
import { NotFound } from '../features/misc/not-found';
import { setTokenFailureHandler } from '../lib/api-client';
import { Guard } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';
import { routeLoaders } from './route-data';
import { screens, type Screen, type ScreenModule } from './screens';

/**
 * Every path of the route table (config/paths.ts), each loading its screen lazily (screens.ts says
 * which module and export) so the first download stays small.
 */
type LazyRoute = NonNullable<RouteObject['lazy']>;
type DataRouter = ReturnType<typeof createBrowserRouter>;

// One literal import() per module, so the build makes each a chunk of its own.
const modules: Record<ScreenModule, () => Promise<Record<string, unknown>>> = {
  'app/logout': () => import('./logout'),
  'features/account': () => import('../features/account'),
  'features/account/dashboard': () => import('../features/account/dashboard'),
  'features/auth': () => import('../features/auth'),
  'features/certificates/verify-page': () => import('../features/certificates/verify-page'),
  'features/coach/submit-task-page': () => import('../features/coach/submit-task-page'),
  'features/coach/workspace-page': () => import('../features/coach/workspace-page'),
  'features/commerce': () => import('../features/commerce'),
  'features/courses': () => import('../features/courses'),
  'features/family': () => import('../features/family'),
  'features/privacy': () => import('../features/privacy'),
  'features/assessment': () => import('../features/assessment'),
};

function lazyScreen([module, component]: Screen): LazyRoute {
  return async () => {
    const Component = (await modules[module]())[component] as ComponentType | undefined;
    if (!Component) throw new Error(`${module} has no screen ${component} (app/screens.ts)`);
    return { Component };
  };
}

const notYetAvailable: LazyRoute = async () => ({
  Component: (await import('../features/misc/not-yet-available')).NotYetAvailable,
});

function screenRoute(id: AppPathId): LazyRoute {
  const screen = screens[id];
  return screen ? lazyScreen(screen) : notYetAvailable;
}

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
          ...groups.map((group): RouteObject => ({
            element: <Guard group={group} />,
            children: appPaths
              .filter((p) => p.group === group)
              .map((p) => ({
                path: p.path,
                id: p.id,
                lazy: screenRoute(p.id),
                ...(routeLoaders[p.id] ? { loader: routeLoaders[p.id] } : {}),
              })),
          })),
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
