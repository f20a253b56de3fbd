/**
 * How many attempts an activity allows (spec 02 §3, §4): a summative test once only; otherwise the
 * content's `total_attempts`, which may be "unlimited" (decision 0430: a child retakes a practice set as
 * often as they want; decision 430). `null` means no limit, in every answer that carries it.
 */
export type TotalAttempts = number | 'unlimited';

export function attemptLimit(element: { element_type: string; total_attempts: TotalAttempts }): number | null {
  if (element.element_type === 'S') return 1;
  return element.total_attempts === 'unlimited' ? null : element.total_attempts;
}

/** Attempts left after `used` completed ones: null when there is no limit. */
export function attemptsLeftOf(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}
