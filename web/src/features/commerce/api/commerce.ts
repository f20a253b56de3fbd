import { apiCall, useApi } from '../../../lib/api-client';

/** The commerce calls (spec 02 §7), through the one API client. */
export function useProducts(international: boolean) {
  return useApi('products', { international: international ? 1 : 0 });
}

export function useProduct(productId: string | null, childId: string | null) {
  const single = useApi(productId && !childId ? 'product' : null, undefined, { id: productId ?? '' });
  const child = useApi(productId && childId ? 'childProduct' : null, undefined, { productId: productId ?? '', childId: childId ?? '' });
  return childId ? child : single;
}

export async function checkCoupon(code: string, productId: number) {
  return apiCall('coupon', undefined, { code, productId: String(productId) });
}

export async function startPayment(input: { product_id: number; state_name: string; coupon?: string; child_id?: string; affiliate?: string }) {
  return (await apiCall('startPayment', { ...input, is_mobile: window.innerWidth < 768 ? 1 : 0, is_subscription: 0, payment_method: 'DC', payment_type: 'sandbox' })).data;
}

export async function processPayment(query: URLSearchParams) {
  const field = (name: string) => query.get(name) ?? '';
  return apiCall('processPayment', {
    ORDERID: field('ORDERID'),
    ISWEB: 1,
    payment_type: (field('payment_type') || 'sandbox') as 'sandbox',
    STATUS: field('STATUS'),
    TXNID: field('TXNID'),
    TXNAMOUNT: field('TXNAMOUNT'),
    CURRENCY: field('CURRENCY') === 'USD' ? 'USD' : 'INR',
    CHECKSUMHASH: field('CHECKSUMHASH'),
  });
}
