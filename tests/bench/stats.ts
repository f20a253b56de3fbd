/** Small statistics shared by the bench: medians, quantiles and the budget mark printed beside each figure. */
export function median(values: number[]): number {
  return quantile(values, 0.5);
}

/** Nearest-rank quantile (q in 0..1) of an unsorted sample. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** A random order of the items, so a slow moment of a shared machine does not always hit the same one. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
export const kb = (bytes: number) => bytes / 1024;
