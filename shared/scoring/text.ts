import { distance } from 'fastest-levenshtein';

/**
 * Word counting and text similarity shared by the answer box (live word count, the spec 02 §5
 * checks before submitting) and the server, so both count the same words.
 */
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Words as written: runs of letters or digits, with inner apostrophes (don't, Ravi's). */
export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** Lower case words joined by single spaces: punctuation, case and spacing do not count. */
export function plainText(text: string): string {
  return words(text.normalize('NFKC').toLowerCase()).join(' ');
}

/** 0..1: one minus the edit distance between the two plain texts over the longer one's length. */
export function similarity(a: string, b: string): number {
  const x = plainText(a);
  const y = plainText(b);
  const longest = Math.max(x.length, y.length);
  if (longest === 0) return 1;
  return 1 - distance(x, y) / longest;
}
