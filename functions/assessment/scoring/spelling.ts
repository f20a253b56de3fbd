import { distance } from 'fastest-levenshtein';
import { SHORT_ANSWER } from '#shared/scoring/thresholds';
import { isKnownWord } from '../../core/language/lexicon';

/** Edits a misspelling of a word of this length may have (thresholds: typoEditsByLength). */
export function typoAllowance(length: number): number {
  const table = SHORT_ANSWER.typoEditsByLength;
  return table[Math.min(length, table.length - 1)]!;
}

/**
 * A misspelling of `target`: few enough edits for its length, and not itself a real word (forgot
 * is not a misspelling of forget, flow not of flew).
 */
export function isCloseSpelling(written: string, target: string): boolean {
  if (written === target) return false;
  const edits = distance(written, target);
  return edits <= typoAllowance(target.length) && !isKnownWord(written);
}

/** Pairs (written, meant) when every token equals its target or is a close spelling of it. */
export function typoMatch(tokens: readonly string[], target: readonly string[]): Array<[string, string]> | null {
  if (tokens.length !== target.length || tokens.length === 0) return null;
  const typos: Array<[string, string]> = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === target[i]) continue;
    if (!isCloseSpelling(tokens[i]!, target[i]!)) return null;
    typos.push([tokens[i]!, target[i]!]);
  }
  return typos;
}
