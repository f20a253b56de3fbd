// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientMessages } from '../../../shared/errors';
import { clearSession } from '../../../web/src/lib/session';
import { renderApp, signIn } from './support';

describe('not-found page', () => {
  afterEach(() => {
    cleanup();
    clearSession();
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

  it('shows the honest "not yet available" screen on a registered path, not a fake one', async () => {
    signIn();
    renderApp('/courses');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Courses');
    expect(screen.getByText(/This part of Fluentia is not built yet/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
