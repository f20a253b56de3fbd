// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../../web/src/lib/session';
import { mockApi, ok } from '../auth-support';
import { renderApp, setViewportWidth, signIn } from '../support';
import { dashboardData } from './account-support';

/** The header's account links and the programme partner's menu (spec 01 §2, Header and menu). */
const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('header and menu', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    setViewportWidth(1024);
    vi.unstubAllGlobals();
  });

  it('the greeting opens Personal Information, Account Settings and History', async () => {
    setViewportWidth(1280);
    signIn();
    mockApi({ '/v1/mydashboard': () => ok(dashboardData()) });
    renderApp('/mydashboard');
    const greeting = await screen.findByRole('button', { name: 'AR Hello Asha Rao, account links' });
    expect(greeting.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(greeting);
    const list = document.getElementById(greeting.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Personal Information', '/profile'],
      ['Account Settings', '/settings'],
      ['History', '/history'],
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(greeting.getAttribute('aria-expanded')).toBe('false');
  });

  it('a single-sign-on partner whose login id carries the programme marker sees only My Dashboard, Online Lessons and My Course', async () => {
    setViewportWidth(1280);
    signIn({ login_id: 'PROG_4521@partner.example', isRetail: true });
    mockApi({ '/v1/mydashboard': () => ok(dashboardData()) });
    renderApp('/mydashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    expect(menuLabels()).toEqual([
      ['My Dashboard', '/mydashboard'],
      ['Online Lessons', '/online'],
      ['My Course', '/mycourse'],
    ]);
  });

  it('others never see My Course in the menu; Buy a Course only when retail', async () => {
    setViewportWidth(1280);
    signIn({ login_id: 'asha@example.com', isRetail: false });
    mockApi({ '/v1/mydashboard': () => ok(dashboardData({ is_retail: false })) });
    renderApp('/mydashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    expect(menuLabels().map(([label]) => label)).toEqual([
      'My Dashboard',
      'Coach Calls',
      'Live Classes',
      'Online Lessons',
      'Settings',
    ]);
  });

  it('a staff coach has the staff menu: the workspace and their own account, no shop (decision 0839)', async () => {
    setViewportWidth(1280);
    signIn({ login_id: 'meera.coach@example.com', isRetail: true, isCoach: true });
    mockApi({ '/v1/mydashboard': () => ok(dashboardData()) });
    renderApp('/mydashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    expect(menuLabels()).toEqual([
      ['Coach workspace', '/coach/workspace'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
  });

  it('juniors have no account links in the header', async () => {
    signIn({ userType: 'w', isRetail: false, login_id: 'kabir4821' });
    mockApi({});
    renderApp('/junior/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Hello Asha Rao')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /account links/ })).toBeNull();
  });
});
