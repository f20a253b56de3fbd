// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../shared/errors';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { clearSwrCache } from '../../../../web/src/lib/swr-cache';
import { toast } from '../../../../web/src/lib/toast';
import { fail, fieldError, mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { child, childList } from './family-support';

/** "Link a child from school" on /parent/dashboard (decision 0893): the card's login id and PIN, the notice, a tick. */
const linked = child({ child_id: 'c-7', child_name: 'Ishaan Verma', child_user_name: 'ishaan0412', child_grade: 5 });

async function openForm(link: Parameters<typeof mockApi>[0][string]) {
  signIn({ userType: 'k' });
  const api = mockApi({ '/v1/childprofile': () => ok(childList([])), '/v1/childprofile/link': link });
  renderApp('/parent/dashboard');
  await screen.findByRole('heading', { name: 'No children added yet' });
  fireEvent.click(screen.getAllByRole('button', { name: 'Link a child from school' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Link a child from school' });
  return {
    api,
    dialog,
    loginId: within(dialog).getByRole('textbox', { name: 'Login id' }),
    pin: within(dialog).getByRole('textbox', { name: 'PIN' }),
    tick: within(dialog).getByRole('checkbox'),
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Link child' })),
  };
}

describe('linking a school child', () => {
  beforeEach(() => clearSwrCache());
  afterEach(() => {
    cleanup();
    clearSession();
    toast.clear();
    resetRefererTracking();
  });

  it('checks every field before sending, shows the notice, then links and lists the child', async () => {
    const form = await openForm(() => ok(linked, 'Child linked.'));
    expect(within(form.dialog).getByText('Your child’s privacy')).toBeTruthy();
    expect(within(form.dialog).getByRole('link', { name: 'Read the full privacy notice' })).toBeTruthy();
    form.submit();
    await waitFor(() => expect(fieldError(form.loginId)).toBe('Please enter the login id from the child’s card'));
    expect(fieldError(form.pin)).toBe('Please enter the PIN from the child’s card');
    expect(fieldError(form.tick)).toBe('Please tick the box to agree to the notice for your child.');
    expect(form.api.calls('/v1/childprofile/link')).toEqual([]);

    fireEvent.change(form.loginId, { target: { value: ' Ishaan0412 ' } });
    fireEvent.change(form.pin, { target: { value: '12a34-56' } });
    fireEvent.click(form.tick);
    form.submit();
    await screen.findByRole('article', { name: 'Ishaan Verma' });
    expect(form.api.calls('/v1/childprofile/link')[0]?.body).toEqual({
      login_id: 'ishaan0412',
      pin: '123456',
      consent: true,
    });
    expect(screen.queryByRole('dialog', { name: 'Link a child from school' })).toBeNull();
  });

  it("shows the server's one answer for a wrong card and keeps what was typed", async () => {
    const form = await openForm(() => fail(catalogue.loginFailed.message, 401, { error: 'loginFailed' }));
    fireEvent.change(form.loginId, { target: { value: 'ishaan0412' } });
    fireEvent.change(form.pin, { target: { value: '000000' } });
    fireEvent.click(form.tick);
    form.submit();
    expect(await within(form.dialog).findByText(catalogue.loginFailed.message)).toBeTruthy();
    expect((form.loginId as HTMLInputElement).value).toBe('ishaan0412');
  });
});
