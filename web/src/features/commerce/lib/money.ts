import type { Product } from '#shared/api/contract-commerce';

/** Rupees for domestic users, dollars for international ones (spec 02 §2 products page). */
export function money(amount: number, currency: 'INR' | 'USD'): string {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

export function prices(p: Product, international: boolean) {
  const currency = international ? 'USD' : 'INR';
  const offer = international ? p.offer_price_usd : p.offer_price;
  const original = international ? p.original_price_usd : p.original_price;
  const off = original > offer ? Math.round(((original - offer) / original) * 100) : 0;
  return { currency, offer, original, off } as const;
}

const skillNames: Record<string, string> = { R: 'Reading', W: 'Writing', L: 'Listening', S: 'Speaking' };

export function productSkills(tags: string): string[] {
  return tags.split('|').map((t) => skillNames[t.trim()] ?? t.trim()).filter(Boolean);
}

/** The affiliate's uid, kept 30 days in a cookie from the landing link (?uid=), recorded on the order. */
export function affiliateUid(): string | undefined {
  const match = /(?:^|; )fluentia_affiliate=([A-Za-z0-9_-]{1,64})/.exec(document.cookie);
  return match?.[1];
}

export function rememberAffiliate(search: URLSearchParams): void {
  const uid = search.get('uid');
  if (uid && /^[A-Za-z0-9_-]{1,64}$/.test(uid)) document.cookie = `fluentia_affiliate=${uid}; max-age=${30 * 86400}; path=/; samesite=lax`;
}
