// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { fail, mockApi } from '../auth-support';
import { renderApp, signIn } from '../support';

/** Spec 01 §8's mandatory-OK variant (decision 443): an attempt that no longer exists. */
describe("the 'Please retake the test.' dialog", () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.unstubAllGlobals();
  });

  it('has one button, back to the course, and neither a close button nor Escape dismisses it', async () => {
    signIn();
    mockApi({
      '/v1/fetchattempt/gone-1': () => fail('We could not find this test attempt.', 404, { error: 'attemptNotFound' }),
    });
    renderApp('/test?attempt_id=gone-1');
    const dialog = await screen.findByRole('dialog', { name: 'We could not find this test attempt.' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    const only = within(dialog).getByRole('link', { name: 'Please retake the test.' });
    expect(only.getAttribute('href')).toBe('/mycourse');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: 'We could not find this test attempt.' })).toBeTruthy();
  });
});
