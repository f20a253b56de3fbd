/** Amounts as the account screens show them (dates: web/src/lib/dates.ts). */
export function formatAmount(amount: number | null, currency: 'INR' | 'USD' | null): string {
  if (amount === null) return '';
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: currency ?? 'INR',
    maximumFractionDigits: 2,
  }).format(amount);
}
