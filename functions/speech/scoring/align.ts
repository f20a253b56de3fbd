import { distance } from 'fastest-levenshtein';
import { normalTokens } from '../../tests/scoring/normalise';
import type { HeardWord } from './recognised';

/**
 * Lines up the words a learner was expected to say with the words the engine heard (a word-level
 * edit distance in which a near spelling, 'ash' for 'asha', is a partial match). Each expected word
 * gets the heard word it matched, how alike the two are (0–1), or nothing when it was not said.
 */
export interface AlignedWord {
  expected: string;
  heard: HeardWord | null;
  /** 1 for the same word, less for a near one, 0 when missing. */
  likeness: number;
}

/** Two words count as the same word said imperfectly only when at least this alike. */
const NEAR_WORD = 0.5;

export function tokens(text: string): string[] {
  return normalTokens(text, { keepArticles: true });
}

/** Heard words normalised the way expected text is (i'll → i will), keeping their timings. */
export function heardTokens(heard: readonly HeardWord[]): HeardWord[] {
  return heard.flatMap((w) => tokens(w.word).map((word) => ({ ...w, word })));
}

export function likeness(a: string, b: string): number {
  if (a === b) return 1;
  const value = 1 - distance(a, b) / Math.max(a.length, b.length);
  return value >= NEAR_WORD ? value : 0;
}

export function align(expected: readonly string[], heardWords: readonly HeardWord[]): AlignedWord[] {
  const heard = splitCompounds(expected, heardWords);
  const n = expected.length;
  const m = heard.length;
  // cost[i][j]: aligning the first i expected words with the first j heard words.
  const cost = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const sub = cost[i - 1]![j - 1]! + 1 - likeness(expected[i - 1]!, heard[j - 1]!.word);
      cost[i]![j] = Math.min(sub, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const aligned: AlignedWord[] = [];
  let i = n;
  let j = m;
  while (i > 0) {
    const here = cost[i]![j]!;
    const alike = j > 0 ? likeness(expected[i - 1]!, heard[j - 1]!.word) : 0;
    if (j > 0 && here === cost[i - 1]![j - 1]! + 1 - alike) {
      // Matched (alike > 0), or a different word said in its place (alike = 0).
      aligned.push({ expected: expected[i - 1]!, heard: alike > 0 ? heard[j - 1]! : null, likeness: alike });
      i--;
      j--;
    } else if (here === cost[i - 1]![j]! + 1) {
      aligned.push({ expected: expected[i - 1]!, heard: null, likeness: 0 }); // not said
      i--;
    } else {
      j--; // a word said that was not expected
    }
  }
  return aligned.reverse();
}

/** 'seashells' heard for 'sea shells' expected: the heard word is split so both expected words match. */
function splitCompounds(expected: readonly string[], heard: readonly HeardWord[]): HeardWord[] {
  const pairs = new Map<string, [string, string]>();
  for (let k = 0; k + 1 < expected.length; k++) pairs.set(expected[k]! + expected[k + 1]!, [expected[k]!, expected[k + 1]!]);
  return heard.flatMap((w) => {
    const pair = pairs.get(w.word);
    if (!pair) return [w];
    const middle = w.start + ((w.end - w.start) * pair[0].length) / w.word.length;
    return [
      { ...w, word: pair[0], end: middle },
      { ...w, word: pair[1], start: middle },
    ];
  });
}
