// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const sent = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('../../../web/src/lib/analytics-sender', () => ({ enqueue: (e: Record<string, unknown>) => sent.push(e) }));

const { track } = await import('../../../web/src/lib/analytics');
const { clearSession, setSession } = await import('../../../web/src/lib/session');
type Session = Parameters<typeof setSession>[0];

/**
 * No tracking of children (decision 0804): an event from a junior, from a parent acting as a child, or
 * from a junior's page carries no identifier and nothing typed, and never reaches the tag manager's
 * queue; every event's page is the route's pattern, never the ids in the address.
 */
const base: Session = {
  token: 't',
  username: 'kabir4821',
  login_id: 'kabir4821',
  user_pic: '',
  login_user_id: 'child-123',
  sso: '0',
  email: '',
  phone: '',
  userDetails: { user_mail: '', user_phone: '', full_name: 'Kabir Menon' },
  userType: 'w',
  isParent: false,
  isRetail: true,
};

function at(path: string) {
  window.history.replaceState(null, '', path);
}

describe('events about children', () => {
  afterEach(() => {
    sent.length = 0;
    delete window.dataLayer;
    clearSession();
    at('/');
  });

  it('from a junior keep only catalogue numbers, and skip the tag manager’s queue', () => {
    setSession(base);
    at('/junior/dashboard');
    track('kids_freetest_complete', { element_id: 3001, grade: 5, name: 'Kabir', cert_id: 'ABC', typed: 'my answer' });
    expect(window.dataLayer).toBeUndefined();
    expect(sent).toEqual([
      expect.objectContaining({
        event: 'kids_freetest_complete',
        page: '/junior/dashboard',
        params: { element_id: 3001, grade: 5 },
      }),
    ]);
  });

  it('from a parent acting as a child, or on the child’s dashboard, name no child', () => {
    setSession({ ...base, userType: 'k', isParent: true, actingChild: { childId: 'child-123', token: 'c' } });
    at('/mycourse');
    track('recommended_product_click', { product_id: 7, source: 'completion_popup' });
    clearSession();
    setSession({ ...base, userType: 'k', isParent: true });
    at('/child/dashboard/child-123');
    track('certificate_download', { cert_id: 'CERT-1' });
    expect(sent.map((e) => [e.page, e.params])).toEqual([
      ['/mycourse', { product_id: 7 }],
      ['/child/dashboard/:id', {}],
    ]);
    expect(JSON.stringify(sent)).not.toContain('child-123');
    expect(window.dataLayer).toBeUndefined();
  });

  it('from an adult keep their parameters, with the page as its pattern', () => {
    setSession({ ...base, userType: 'T' });
    at('/verify/CERT-99');
    track('certificate_download', { cert_id: 'CERT-99' });
    expect(sent).toEqual([expect.objectContaining({ page: '/verify/:certId', params: { cert_id: 'CERT-99' } })]);
    expect(window.dataLayer).toEqual([{ event: 'certificate_download', cert_id: 'CERT-99' }]);
  });
});
