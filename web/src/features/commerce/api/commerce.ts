import type { PaymentType } from '#shared/schemas/commerce';
import { apiCall, useApi } from '../../../lib/api-client';

export { useInternational } from '../../../components/products/price';

/** The commerce calls (spec 02 §7), through the one API client. */
/** `international` undefined (the profile still loading) waits, so an international learner never sees rupees first. */
export function useProducts(international: boolean | undefined) {
  return useApi(international === undefined ? null : 'products', { international: international ? 1 : 0 });
}

export function useProduct(productId: string | null, childId: string | null) {
  const single = useApi(productId && !childId ? 'product' : null, undefined, { id: productId ?? '' });
  const child = useApi(productId && childId ? 'childProduct' : null, undefined, {
    productId: productId ?? '',
    childId: childId ?? '',
  });
  return childId ? child : single;
}

/**
 * Dollars go to the card provider (Stripe), rupees to Paytm; locally both are the local stack's sandboxes playing
 * them.
 */
export function paymentTypeFor(international: boolean): PaymentType {
  return international ? 'stripe' : 'paytm';
}

export async function checkCoupon(code: string, productId: number) {
  return apiCall('coupon', undefined, { code, productId: String(productId) });
}

export async function startPayment(input: {
  product_id: number;
  state_name?: string;
  payment_type: PaymentType;
  coupon?: string;
  child_id?: string;
  affiliate?: string;
  expected_amount: number;
}) {
  return (
    await apiCall('startPayment', {
      ...input,
      is_mobile: window.innerWidth < 768 ? 1 : 0,
      is_subscription: 0,
      payment_method: 'DC',
    })
  ).data;
}

/** Spec 02 §2 payment logging: the provider's return query, as it came, before it is processed. */
export async function logPayment(query: URLSearchParams) {
  const text = query.toString();
  if (text) await apiCall('logPayment', { log_data: text.slice(0, 4000) });
}

/** The learner's return (/paymentprocess): the order and the provider; the server asks the provider itself. */
export async function processPayment(query: URLSearchParams) {
  const sessionId = query.get('session_id');
  return apiCall('processPayment', {
    ORDERID: query.get('ORDERID') ?? '',
    ISWEB: 1,
    payment_type: query.get('payment_type') === 'stripe' ? 'stripe' : 'paytm',
    ...(sessionId ? { session_id: sessionId } : {}),
  });
}
