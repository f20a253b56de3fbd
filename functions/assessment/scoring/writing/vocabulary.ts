import { words } from '#shared/scoring/text';
import { WRITING } from '#shared/scoring/thresholds';
import { isCommonWord, isKnownWord, stem } from '../../../core/language/lexicon';
import { STOP_WORDS } from '../../../core/language/stop-words';
import { part, type Part } from './part';
import { list } from '../reasons';

/**
 * Vocabulary: the share of the learner's content words beyond the 3,000 most frequent words of
 * English (SUBTLEX frequency list), not counting words copied from the question, names or numbers.
 * Unique words: the moving-average type-token ratio (MATTR), which unlike a plain ratio does not
 * fall just because an answer is longer.
 */
function contentWordsOf(text: string): string[] {
  // Names are not vocabulary (Priya, Nagpur, QuickBasket): a capitalised word inside a sentence,
  // or one at the start of a sentence that is in no word list.
  const names = new Set<string>();
  for (const m of text.matchAll(/(?<![.!?]\s+|^)\b\p{Lu}\p{L}+/gu)) names.add(m[0].toLowerCase());
  for (const m of text.matchAll(/\b\p{Lu}\p{L}+/gu)) if (!isKnownWord(m[0])) names.add(m[0].toLowerCase());
  return words(text.toLowerCase()).filter((w) => /^\p{L}+$/u.test(w) && !STOP_WORDS.has(w) && !names.has(w));
}

export function vocabulary(text: string, questionText: string): Part & { advanced: string[] } {
  const given = new Set(words(questionText.toLowerCase()).map(stem));
  const content = contentWordsOf(text).filter((w) => !given.has(stem(w)));
  const advanced = [...new Set(content.filter((w) => !isCommonWord(w)))];
  const share = content.length ? content.filter((w) => !isCommonWord(w)).length / content.length : 0;
  const example = advanced.length ? ` such as ${list(advanced.slice(0, 3))}` : '';
  return {
    ...part(share / WRITING.vocabularyFullShare, {
      high: `You use a good range of words, including less common ones${example}.`,
      mid: `Your words are mostly everyday ones${example ? `, with a few less common ones${example}` : ''}. Try some more precise words instead of very common ones like 'good', 'nice' or 'big'.`,
      low: "You use mostly very common words. Try more precise and varied words: instead of 'very good', say 'excellent' or 'helpful'.",
    }),
    advanced,
  };
}

/** Moving-average type-token ratio over windows of `window` words (plain ratio for shorter texts). */
export function mattr(tokens: readonly string[], window = WRITING.uniqueWindow): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= window) return new Set(tokens).size / tokens.length;
  const counts = new Map<string, number>();
  for (const t of tokens.slice(0, window)) counts.set(t, (counts.get(t) ?? 0) + 1);
  let sum = counts.size / window;
  for (let i = window; i < tokens.length; i++) {
    const out = tokens[i - window]!;
    const left = counts.get(out)! - 1;
    if (left) counts.set(out, left);
    else counts.delete(out);
    counts.set(tokens[i]!, (counts.get(tokens[i]!) ?? 0) + 1);
    sum += counts.size / window;
  }
  return sum / (tokens.length - window + 1);
}

export function uniqueWords(text: string): Part & { ratio: number; repeated: string[] } {
  const tokens = words(text.toLowerCase());
  const ratio = mattr(tokens);
  const tally = new Map<string, number>();
  for (const w of tokens) if (!STOP_WORDS.has(w)) tally.set(w, (tally.get(w) ?? 0) + 1);
  const repeated = [...tally]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1])
    .map(([w]) => w);
  const examples = repeated.length ? ` (such as ${list(repeated.slice(0, 2))})` : '';
  return {
    ...part((ratio - WRITING.uniqueZeroAt) / (WRITING.uniqueFullAt - WRITING.uniqueZeroAt), {
      high: 'You use many different words and avoid repeating yourself.',
      mid: `Some words come up again and again${examples}. Try other words with the same meaning.`,
      low: `You repeat the same words many times${examples}. Use different words, or words like 'it' and 'this' to avoid repeating.`,
    }),
    ratio,
    repeated,
  };
}
