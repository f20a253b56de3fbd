import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '#shared/api/contract-commerce';
import { continuePath } from '../../../../web/src/features/commerce/components/payment-pages';
import { fakeSession } from '../../../support/fake-session';

/** Spec 02 §2: where Continue on the payment success page goes, in the spec's order. */
const result = (overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  order_id: 'FL-1',
  trans_id: 'T1',
  product_id: 5001,
  product_name: 'Everyday English',
  amount: 1499,
  currency: 'INR',
  isChildCourse: false,
  child_id: null,
  courses: [101],
  ...overrides,
});

describe('the success page’s Continue', () => {
  it('opens the course just bought', () => {
    expect(continuePath(result(), fakeSession())).toBe('/mycourse?course_id=101');
    expect(continuePath(null, fakeSession())).toBe('/mycourse');
  });

  it('sends a child course to /parent/verifyotp, which opens that child’s dashboard (or the parent dashboard for a licence of no child)', () => {
    expect(continuePath(result({ isChildCourse: true, child_id: 'kid 1' }), fakeSession({ userType: 'k' }))).toBe(
      '/parent/verifyotp?return_path=%2Fchild%2Fdashboard%2Fkid%25201',
    );
    expect(continuePath(result({ isChildCourse: true }), fakeSession({ userType: 'k' }))).toBe(
      '/parent/verifyotp?return_path=%2Fparent%2Fdashboard',
    );
  });

  it('sends a new user to /verifyuser on the way to their course', () => {
    expect(continuePath(result(), fakeSession({ login_id: 'new@example.com' }), true)).toBe(
      '/verifyuser?loginId=new%40example.com&return_path=%2Fmycourse%3Fcourse_id%3D101',
    );
  });

  it('sends sso 0 to /, and an acting parent to the child’s dashboard', () => {
    expect(continuePath(result(), fakeSession({ sso: '0' }))).toBe('/');
    expect(continuePath(result(), fakeSession({ actingChild: { childId: 'c 1', token: 't' } }))).toBe(
      '/child/dashboard/c%201',
    );
  });
});
