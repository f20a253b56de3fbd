import type { KeywordCoverage } from './keywords';
import type { Meaning } from './meaning';

/** Why an answer scored as it did, in words a learner and a teacher can read. */
const MAX_LISTED = 4;

export const quote = (s: string) => `"${s}"`;

export function list(items: readonly string[]): string {
  const shown = items.slice(0, MAX_LISTED).map(quote);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

export function keywordReason(coverage: KeywordCoverage): string {
  const parts: string[] = [];
  if (coverage.found.length) parts.push(`has the key words ${list(coverage.found)}`);
  for (const v of coverage.via.slice(0, MAX_LISTED)) {
    parts.push(
      v.how === 'synonym' ? `${quote(v.written)} for ${quote(v.keyword)}` : `close spelling of ${quote(v.keyword)}`,
    );
  }
  if (coverage.missing.length) parts.push(`missing ${list(coverage.missing)}`);
  return parts.join('; ');
}

export function meaningReason(m: Meaning, passed: boolean): string {
  const parts = [passed ? `close in meaning to ${quote(m.model)}` : `not close enough in meaning to ${quote(m.model)}`];
  if (m.found.length) parts.push(`has ${list(m.found)}`);
  for (const [written, meant] of m.synonyms.slice(0, MAX_LISTED)) parts.push(`${quote(written)} for ${quote(meant)}`);
  if (m.missing.length) parts.push(`missing ${list(m.missing)}`);
  if (m.negationDiffers) parts.push('but the answer says "not" and the model answer does not');
  return parts.join('; ');
}
