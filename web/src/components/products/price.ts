import type { Product } from '#shared/api/contract-commerce';
import { useApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/**
 * Rupees for domestic learners, dollars for international ones (spec 02 §2, §9); shared by every screen that shows a
 * price.
 */
export function money(amount: number, currency: 'INR' | 'USD'): string {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

export function prices(
  p: Pick<Product, 'offer_price' | 'original_price' | 'offer_price_usd' | 'original_price_usd'>,
  international: boolean,
) {
  const currency = international ? 'USD' : 'INR';
  const offer = international ? p.offer_price_usd : p.offer_price;
  const original = international ? p.original_price_usd : p.original_price;
  const off = original > offer ? Math.round(((original - offer) / original) * 100) : 0;
  return { currency, offer, original, off } as const;
}

/**
 * Whether the learner is international (spec 02 §6: dollar prices, card payments), from the profile;
 * undefined while it loads, so a page does not show rupees first and dollars a moment later.
 */
export function useInternational(): boolean | undefined {
  // A parent acting for a child buys children's products, which are sold in rupees; the child token has no profile.
  const acting = Boolean(useSession()?.actingChild);
  const { data, error } = useApi(acting ? null : 'profile');
  if (acting || error) return false;
  return data?.is_international;
}
