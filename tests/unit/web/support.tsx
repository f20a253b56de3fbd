import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../web/src/app/providers';
import { createAppRouter } from '../../../web/src/app/router';
import { setSession, type Session } from '../../../web/src/lib/session';
import { fakeSession } from '../../support/fake-session';

export { fakeSession };

/** Shared helpers for the web unit tests (not a test file itself). */

export function signIn(overrides: Partial<Session> = {}): Session {
  const session = fakeSession(overrides);
  setSession(session);
  return session;
}

/** Renders the real route table in memory at `path`; returns the router to read its location. */
export function renderApp(path: string) {
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

/** Sets the window width that matchMedia answers for (happy-dom evaluates min/max-width). */
export function setViewportWidth(width: number): void {
  const happy = (window as unknown as { happyDOM?: { setViewport(v: { width: number; height: number }): void } })
    .happyDOM;
  happy?.setViewport({ width, height: 800 });
}
