// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildListData } from '../../../../shared/api/contract-accounts';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { parseCredentials } from '../../../../web/src/features/auth/components/junior-signin-page';
import { clearSession, getSession } from '../../../../web/src/lib/session';
import { clearSwrCache } from '../../../../web/src/lib/swr-cache';
import { toast } from '../../../../web/src/lib/toast';
import { fieldError, mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { child, childDetails, childList } from './family-support';

/** /parent/dashboard (spec 01 §2, §4, §5): child cards and everything a parent does with them. */
const writeText = vi.fn(async (_text: string) => undefined);
const card = (name: string) => screen.getByRole('article', { name });

function open(list: ChildListData, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn({ userType: 'k' });
  const api = mockApi({ '/v1/childprofile': () => ok(list), ...extra });
  const view = renderApp('/parent/dashboard');
  return { api, ...view };
}

/** The multipart body of the n-th request to `path`, as name → value. */
function formSent(api: ReturnType<typeof mockApi>, path: string, method: string) {
  const call = api.fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method === method);
  const body = call?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries(
    [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]),
  );
}

describe('parent dashboard (/parent/dashboard)', () => {
  beforeEach(() => {
    clearSwrCache();
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    toast.clear();
    resetRefererTracking();
    vi.unstubAllGlobals();
    delete window.dataLayer;
  });

  it('shows a card per child, and an empty state with no children', async () => {
    const { unmount } = open(
      childList([
        child(),
        child({ child_id: 'c-2', child_name: 'Meera Menon', child_user_name: 'meera7315', child_grade: 8 }),
      ]),
    );
    await screen.findByRole('article', { name: 'Kabir Menon' });
    expect(within(card('Meera Menon')).getByText('Class 8')).toBeTruthy();
    expect(within(card('Kabir Menon')).getByText('kabir4821')).toBeTruthy();
    unmount();
    clearSwrCache();
    open(childList([]));
    expect(await screen.findByRole('heading', { name: 'No children added yet' })).toBeTruthy();
  });

  it("checks the child form with the spec's messages, then adds the child (multipart) and shows the PIN once", async () => {
    const added = child({
      child_id: 'c-9',
      child_name: 'Anya Rao',
      child_user_name: 'anya0048',
      child_grade: 6,
      child_avatar: 3,
      child_pin: '727991',
    });
    const { api } = open(childList([]), {
      '/v1/childprofile': (r) =>
        r.method === 'GET' ? ok(childList([])) : ok({ kind: 'child', child: added }, 'Child added.'),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add a child' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    const name = within(dialog).getByRole('textbox', { name: "Child's name" });
    const grade = within(dialog).getByRole('combobox', { name: 'Class' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(fieldError(name)).toBe("Child's name is required"));
    expect(fieldError(grade)).toBe("Child's grade is required");
    fireEvent.change(name, { target: { value: 'Anya 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(fieldError(name)).toBe('Name should only contain alphabets'));

    fireEvent.change(name, { target: { value: 'Anya Rao' } });
    fireEvent.change(grade, { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Avatar 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add child' }));
    await screen.findByRole('article', { name: 'Anya Rao' });
    expect(formSent(api, '/v1/childprofile', 'POST')).toEqual({
      child_name: 'Anya Rao',
      child_grade: '6',
      child_avatar: '3',
    });
    expect(within(card('Anya Rao')).getByText('727991')).toBeTruthy();
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['kids_child_added']);
  });

  it('refuses a photo of the wrong type before sending it', async () => {
    const { api } = open(childList([]));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add a child' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    const file = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(file, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText('Please upload a JPEG, PNG or WebP photo.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: "Child's name" }), { target: { value: 'Anya Rao' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Class' }), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add child' }));
    await within(dialog).findByText('Please upload a JPEG, PNG or WebP photo.');
    expect(api.calls('/v1/childprofile').filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('copies login details that the junior sign-in can read (a new PIN when none is known)', async () => {
    const { api } = open(childList([child()]), {
      '/v1/childprofile': (r) =>
        r.method === 'GET' ? ok(childList([child()])) : ok({ kind: 'child', child: child({ child_pin: '135790' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy login details for Kabir Menon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New PIN for Kabir Menon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new PIN and copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(api.calls('/v1/childprofile').find((r) => r.method === 'PUT')?.body).toEqual({
      child_id: 'c-1',
      reset_pin: true,
    });
    const text = writeText.mock.calls[0]?.[0] ?? '';
    expect(text.toLowerCase()).toContain('username:');
    expect(text.toLowerCase()).toContain('pin:');
    expect(parseCredentials(text)).toEqual({ username: 'kabir4821', pin: '135790' });
    // The PIN is known now: copying again needs no new one.
    fireEvent.click(screen.getByRole('button', { name: 'Copy login details for Kabir Menon' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(api.calls('/v1/childprofile').filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('takes a test as the child: gets the child token and opens the child dashboard', async () => {
    const { api, router } = open(childList([child()]), {
      '/v1/usertoken': () => ok({ token: 'child-token-1', expires_in: 3600, child_id: 'c-1' }),
      '/v1/childdetails': () => ok(childDetails()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take a test as Kabir Menon' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/dashboard/c-1'));
    expect(api.calls('/v1/usertoken')[0]?.body).toEqual({ child_id: 'c-1' });
    expect(getSession()?.actingChild).toEqual({ childId: 'c-1', token: 'child-token-1', childName: 'Kabir Menon' });
    await screen.findByRole('heading', { level: 1, name: 'Hello Kabir Menon!' });
    expect(api.calls('/v1/childdetails')[0]?.headers['access-token']).toBe('child-token-1');
  });

  const olympiad = { licence_id: 'L-1', product_id: '5004', product_name: 'English Olympiad Practice for Children' };
  const speaking = { licence_id: 'L-2', product_id: 'kids-speaking-test', product_name: 'Kids Speaking Test' };

  it('applies a purchased licence by itself when there is exactly one child and one licence, naming it', async () => {
    const only = child({ is_parentpurchased: true, available_licences: [olympiad] });
    const applied = {
      ...only,
      is_purchased: true,
      is_parentpurchased: false,
      licences: [olympiad],
      available_licences: [],
    };
    let list = childList([only], { unappliedLicences: 1 });
    const { api } = open(list, {
      '/v1/childprofile': () => ok(list),
      '/v1/childlicense': () => {
        list = childList([applied]);
        return ok(applied, 'English Olympiad Practice for Children applied to Kabir Menon.');
      },
    });
    await screen.findByRole('article', { name: 'Kabir Menon' });
    await waitFor(() =>
      expect(within(card('Kabir Menon')).queryByRole('button', { name: /Apply License/ })).toBeNull(),
    );
    expect(within(card('Kabir Menon')).getByText('English Olympiad Practice for Children')).toBeTruthy();
    expect(api.calls('/v1/childlicense')).toHaveLength(1);
    expect(api.calls('/v1/childlicense')[0]?.body).toEqual({ child_id: 'c-1', licence_id: 'L-1' });
  });

  it('with several children, Apply License is a button on the card that needs it, naming the licence it gives', async () => {
    const { api } = open(
      childList([
        child({ is_parentpurchased: true, available_licences: [olympiad] }),
        child({ child_id: 'c-2', child_name: 'Meera Menon', is_purchased: true, licences: [speaking] }),
      ]),
      {
        '/v1/childlicense': () => ok(child({ is_purchased: true, licences: [olympiad] })),
      },
    );
    await screen.findByRole('article', { name: 'Kabir Menon' });
    expect(api.calls('/v1/childlicense')).toEqual([]);
    expect(within(card('Meera Menon')).queryByRole('button', { name: /Apply License/ })).toBeNull();
    expect(within(card('Meera Menon')).getByText('Kids Speaking Test')).toBeTruthy();
    expect(within(card('Kabir Menon')).getByText('English Olympiad Practice for Children')).toBeTruthy();
    fireEvent.click(within(card('Kabir Menon')).getByRole('button', { name: 'Apply License to Kabir Menon' }));
    await waitFor(() =>
      expect(within(card('Kabir Menon')).queryByRole('button', { name: /Apply License/ })).toBeNull(),
    );
    expect(api.calls('/v1/childlicense')[0]?.body).toEqual({ child_id: 'c-1', licence_id: 'L-1' });
  });

  it('with two licences a child may take, the parent chooses one by product name; nothing is applied by itself', async () => {
    const two = child({ is_parentpurchased: true, available_licences: [speaking, olympiad] });
    const { api } = open(childList([two], { unappliedLicences: 2 }), {
      '/v1/childlicense': () =>
        ok({ ...two, is_purchased: true, licences: [olympiad], available_licences: [speaking] }),
    });
    await screen.findByRole('article', { name: 'Kabir Menon' });
    fireEvent.click(within(card('Kabir Menon')).getByRole('button', { name: 'Apply License to Kabir Menon' }));
    expect(api.calls('/v1/childlicense')).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Which licence for Kabir Menon?' });
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Give English Olympiad Practice for Children to Kabir Menon' }),
    );
    await waitFor(() => expect(api.calls('/v1/childlicense')).toHaveLength(1));
    expect(api.calls('/v1/childlicense')[0]?.body).toEqual({ child_id: 'c-1', licence_id: 'L-1' });
  });

  it('deletes a child only after confirmation', async () => {
    const { api } = open(childList([child()]), {
      '/v1/childprofile': (r) =>
        r.method === 'GET' ? ok(childList([child()])) : ok({ kind: 'deleted', child_id: 'c-1' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kabir Menon' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Kabir Menon's profile?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('/v1/childprofile').filter((r) => r.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kabir Menon' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: "Delete Kabir Menon's profile?" })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await screen.findByRole('heading', { name: 'No children added yet' });
    expect(api.calls('/v1/childprofile').find((r) => r.method === 'PUT')?.body).toEqual({
      child_id: 'c-1',
      is_delete: true,
    });
  });

  it('parent details: a name is required and the WhatsApp number reads 7-9', async () => {
    const { api } = open(childList([child()], { parentName: null }), {
      '/v1/childprofile': (r) =>
        r.method === 'GET'
          ? ok(childList([child()], { parentName: null }))
          : ok({
              kind: 'parent',
              parent: { parentName: 'Priya Menon', receiveWhatsappNotification: true, whatsappNumber: '7123456789' },
            }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add your details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldError(within(dialog).getByRole('textbox', { name: 'Your name' }))).toBe('Please enter your name'),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your name' }), { target: { value: 'Priya Menon' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'WhatsApp number' }), {
      target: { value: '6123456789' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fieldError(within(dialog).getByRole('textbox', { name: 'WhatsApp number' }))).toBe(
        'Incorrect mobile number',
      ),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'WhatsApp number' }), {
      target: { value: '7123456789' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(/Parent: Priya Menon/);
    expect(api.calls('/v1/childprofile').find((r) => r.method === 'POST')?.body).toEqual({
      parent_name: 'Priya Menon',
      receiveWhatsappNotification: true,
      whatsappNumber: '7123456789',
    });
  });

  it('drops a child token left from a child dashboard before asking for the list', async () => {
    signIn({ userType: 'k', actingChild: { childId: 'c-1', token: 'child-token-1' } });
    const api = mockApi({ '/v1/childprofile': () => ok(childList([child()])) });
    renderApp('/parent/dashboard');
    await screen.findByRole('article', { name: 'Kabir Menon' });
    expect(getSession()?.actingChild).toBeUndefined();
    expect(api.calls('/v1/childprofile').map((r) => r.headers['access-token'])).toEqual(['token-adult']);
  });
});
