// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../../web/src/lib/session';
import { clearSwrCache } from '../../../../web/src/lib/swr-cache';
import { mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';

/** /history (spec 01 §2, §8): the Certificates and Order History tables and their empty states. */
const order = (overrides: Record<string, unknown> = {}) => ({
  product_name: 'Everyday English',
  order_id: 'ORD-1',
  bill: null,
  bill_status: 'pending',
  amount: 499,
  currency: 'INR',
  ordered_at: '2025-03-01T10:00:00Z',
  ...overrides,
});

function open(certificates: unknown[], orders: unknown[], fullName = 'Asha Rao') {
  clearSwrCache();
  signIn({ userDetails: { user_mail: 'asha@example.com', user_phone: '', full_name: fullName } });
  mockApi({ '/v1/listcertificates': () => ok(certificates), '/v1/orders': () => ok(orders) });
  return renderApp('/history');
}

describe('history (/history)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows 'No Certificates Found' and 'No Orders found' when both are empty", async () => {
    open([], []);
    expect(await screen.findByText('No Certificates Found')).toBeTruthy();
    expect(await screen.findByText('No Orders found')).toBeTruthy();
  });

  it("lists certificates and orders, with bill links or 'Bill not generated yet.'", async () => {
    open(
      [
        {
          attempt_date: '2025-02-01T10:00:00Z',
          cert_id: 'C-1',
          cert_name: 'Asha Rao',
          cert_url: 'https://example.com/c1.pdf',
          course_name: 'Olympiad',
          linkedin_org_id: null,
        },
      ],
      [order(), order({ order_id: 'ORD-2', bill: 'https://example.com/bill.pdf', bill_status: 'ready' })],
    );
    const certificates = await screen.findByRole('region', { name: 'Certificates' });
    const certRow = (await within(certificates).findAllByRole('row'))[1] as HTMLElement;
    expect(within(certRow).getByRole('link', { name: 'Certificate for Olympiad' }).getAttribute('href')).toBe(
      'https://example.com/c1.pdf',
    );
    const orders = screen.getByRole('region', { name: 'Order History' });
    const rows = (await within(orders).findAllByRole('row')).slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Bill not generated yet.')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Bill for order ORD-2' })
        .getAttribute('href'),
    ).toBe('https://example.com/bill.pdf');
  });

  it('asks for a name before a bill when the server says the account has none (whatever the stored session says)', async () => {
    open([], [order({ bill_status: 'name_needed' })], 'Asha Rao');
    const link = await screen.findByRole('link', { name: 'Please update your Name here to generate your bill.' });
    expect(link.getAttribute('href')).toBe('/profile');
  });
});
