// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../web/src/lib/session';
import { renderApp, setViewportWidth, signIn } from './support';

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('layout', () => {
  // The pages' data never arrives: these tests read only the frame. An answer, or a refused
  // connection, would start SWR's retry timers, which could fire after the document is gone.
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
  });

  afterEach(() => {
    cleanup();
    clearSession();
    setViewportWidth(1024);
    vi.restoreAllMocks();
  });

  it('shows the header and the side panel above 768 px', async () => {
    setViewportWidth(1280);
    signIn({ userType: 'k', isRetail: true });
    // A parent route: on a regular one a parent's session flips to the regular type (guards.tsx).
    renderApp('/parent/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Hello Asha Rao')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    expect(screen.getByRole('complementary')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(menuLabels()).toEqual([
      'My Dashboard',
      'Child Profiles',
      'Coach Calls',
      'Live Classes',
      'Online Lessons',
      'Buy a Course',
      'Settings',
    ]);
  });

  it('hides parent-only and retail-only items from other users', async () => {
    setViewportWidth(1280);
    signIn({ userType: 'T', isRetail: false });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1 });
    expect(menuLabels()).toEqual(['My Dashboard', 'Coach Calls', 'Live Classes', 'Online Lessons', 'Settings']);
  });

  it('at 768 px replaces the side panel with a menu button that opens a drawer with Profile and History', async () => {
    setViewportWidth(768);
    signIn({ userType: 'T', isRetail: true });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menuLabels()).toEqual([
      'My Dashboard',
      'Coach Calls',
      'Live Classes',
      'Online Lessons',
      'Buy a Course',
      'Profile',
      'History',
      'Settings',
    ]);
  });

  it('hides the top navigation on pages the spec lists, and on /purchase when sso is 0', async () => {
    signIn({ sso: '0' });
    renderApp('/purchase?productID=3');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Hello Asha Rao')).toBeNull();
    cleanup();

    signIn({ sso: '1' });
    renderApp('/purchase?productID=3');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Hello Asha Rao')).toBeTruthy();
  });

  it("shows 'App is Offline' while the browser is offline", async () => {
    signIn();
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('App is Offline')).toBeNull();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // The banner subscribes in a passive effect that may run after the heading appears; React then
    // re-reads navigator.onLine itself, so wait for the render rather than expecting it at once.
    expect(await screen.findByText('App is Offline')).toBeTruthy();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('App is Offline')).toBeNull());
  });
});
