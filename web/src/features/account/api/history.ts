import { useApi } from '../../../lib/api-client';

/** GET v1/listcertificates and GET v1/orders: the two tables of /history (spec 01 §2). */
export function useCertificates() {
  return useApi('certificates');
}

export function useOrders() {
  return useApi('orders');
}
