import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '#shared/api/contract-commerce';
import { continuePath } from '../../../../web/src/features/commerce/components/payment-pages';
import { fakeSession } from '../../../support/fake-session';

/** Spec 02 §2: where Continue on the payment success page goes. */
const result = (overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  order_id: 'FL-1', trans_id: 'T1', product_id: 5001, product_name: 'Everyday English', amount: 1499, currency: 'INR', isChildCourse: false, child_id: null, courses: [101], ...overrides,
});

describe('the success page’s Continue', () => {
  it('opens the course just bought', () => {
    expect(continuePath(result(), fakeSession())).toBe('/mycourse?course_id=101');
    expect(continuePath(null, fakeSession())).toBe('/mycourse');
  });

  it('sends a child licence to the parent dashboard, sso 0 to /, and an acting parent to the child’s dashboard', () => {
    expect(continuePath(result({ isChildCourse: true }), fakeSession({ userType: 'k' }))).toBe('/parent/dashboard');
    expect(continuePath(result(), fakeSession({ sso: '0' }))).toBe('/');
    expect(continuePath(result(), fakeSession({ actingChild: { childId: 'c 1', token: 't' } }))).toBe('/child/dashboard/c%201');
  });
});
