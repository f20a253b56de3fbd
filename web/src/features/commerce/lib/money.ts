/** Product texts and the affiliate cookie; prices are `components/products/price.ts` (course lists show them too). */
const skillNames: Record<string, string> = { R: 'Reading', W: 'Writing', L: 'Listening', S: 'Speaking' };

export function productSkills(tags: string): string[] {
  return tags
    .split('|')
    .map((t) => skillNames[t.trim()] ?? t.trim())
    .filter(Boolean);
}

/** The affiliate's uid, kept 30 days in a cookie from the landing link (?uid=), recorded on the order. */
export function affiliateUid(): string | undefined {
  const match = /(?:^|; )fluentia_affiliate=([A-Za-z0-9_-]{1,64})/.exec(document.cookie);
  return match?.[1];
}

export function rememberAffiliate(search: URLSearchParams): void {
  const uid = search.get('uid');
  if (uid && /^[A-Za-z0-9_-]{1,64}$/.test(uid))
    document.cookie = `fluentia_affiliate=${uid}; max-age=${30 * 86400}; path=/; samesite=lax`;
}
