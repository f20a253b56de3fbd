// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientMessages } from '../../../shared/errors';
import { clearSession } from '../../../web/src/lib/session';
import { appPaths } from '../../../web/src/config/paths';
import { screens } from '../../../web/src/app/screens';
import { renderApp, signIn } from './support';

describe('not-found page', () => {
  // The pages' data never arrives: these tests read only the frame and the 404 (as in layout.test.tsx).
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
  });

  afterEach(() => {
    cleanup();
    clearSession();
    vi.restoreAllMocks();
  });

  it("shows '404 ERROR! Oops page not found' for an unknown path", async () => {
    renderApp('/no/such/page');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('404 ERROR! Oops page not found');
    expect(heading.textContent).toBe(clientMessages.notFound);
    // Signed out: the brand header offers a way to sign in.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/');
  });

  it('keeps the signed-in layout around the 404 message', async () => {
    signIn();
    renderApp('/mydashboard/extra');
    await screen.findByText(clientMessages.notFound);
    expect(screen.getByText('Hello Asha Rao')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' }).getAttribute('href')).toBe('/mydashboard');
  });

  it('has a screen for every registered path: /courses, the last "not yet available" one, is My Courses (decision 0449)', async () => {
    expect(appPaths.filter((p) => !screens[p.id]).map((p) => p.path)).toEqual([]);
    signIn();
    renderApp('/courses');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Courses');
    expect(screen.queryByText(/This part of Fluentia is not built yet/)).toBeNull();
  });
});
