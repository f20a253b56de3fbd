import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../web/src/app/providers';
import { createAppRouter } from '../../../web/src/app/router';
import { setSession, type Session } from '../../../web/src/lib/session';

/** Shared helpers for the web unit tests (not a test file itself). */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    token: 'token-adult',
    username: 'asha',
    login_id: 'asha@example.com',
    user_pic: '',
    login_user_id: 'u-1',
    sso: '1',
    email: 'asha@example.com',
    phone: '9876543210',
    userDetails: { user_mail: 'asha@example.com', user_phone: '9876543210', full_name: 'Asha Rao' },
    userType: 'T',
    isRetail: true,
    ...overrides,
  };
}

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
  const happy = (window as unknown as { happyDOM?: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
  happy?.setViewport({ width, height: 800 });
}
