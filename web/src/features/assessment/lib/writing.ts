/**
 * The writing box's rules (spec 02 §5): characters outside letters, digits, whitespace and a set of
 * common punctuation are stripped as the learner types. The spec does not list the set; ours is in
 * docs/decisions.md ("Test engine"): what a learner needs for English sentences, quotes, lists,
 * times, prices and e-mail addresses. Letters and marks of any script stay (names, accents).
 */
export const WRITING_PUNCTUATION = `.,!?;:'"‘’“”()[]-–—/&%@#+=*_…$₹`;

const escaped = WRITING_PUNCTUATION.replace(/[\]\\^-]/g, '\\$&');
const disallowed = new RegExp(`[^\\p{L}\\p{M}\\p{Nd}\\s${escaped}]`, 'gu');

/** The text with every character outside the allowed set removed. */
export function filterWriting(text: string): string {
  return text.replace(disallowed, '');
}
