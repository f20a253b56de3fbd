import { MAX_CHILDREN, childAgeIssue } from '#shared/schemas/accounts';

/**
 * The child-age list of the profile and onboarding forms (spec 01 §5, §9): up to 8 ages. The first
 * field is always there; "the add button hides when 7 are present" is read as 7 added beside the
 * first, so the list can reach its 8 (docs/decisions.md).
 */
export const MAX_AGE_ROWS = MAX_CHILDREN;

export function canAddAge(rows: readonly string[]): boolean {
  return rows.length - 1 < MAX_AGE_ROWS - 1;
}

/** The stored comma-joined list as rows for the form (one empty row when there are none). */
export function ageRows(joined: string | null | undefined): string[] {
  const rows = (joined ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return rows.length ? rows.slice(0, MAX_AGE_ROWS) : [''];
}

/** Onboarding sends only the children that have an age (spec 01 §4). */
export function filledAges(rows: readonly string[]): string {
  return rows
    .map((r) => r.trim())
    .filter(Boolean)
    .join(',');
}

/** The profile form checks every row; messages by row index, or undefined when all are fine. */
export function ageRowIssues(rows: readonly string[]): Record<number, string> | undefined {
  const issues: Record<number, string> = {};
  rows.forEach((row, index) => {
    const issue = childAgeIssue(row);
    if (issue) issues[index] = issue;
  });
  return Object.keys(issues).length ? issues : undefined;
}
