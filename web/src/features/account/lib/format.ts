/** Dates and amounts as the account screens show them (the viewer's own locale and time zone). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatAmount(amount: number | null, currency: 'INR' | 'USD' | null): string {
  if (amount === null) return '';
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency ?? 'INR', maximumFractionDigits: 2 }).format(amount);
}
