import { normalTokens } from '../../core/language/normalise';
import { areSynonyms, stem } from '../../core/language/lexicon';
import { isCloseSpelling } from './spelling';

export interface KeywordOptions {
  /** Any form of the word counts (plant, planted); off where the form is what is tested. */
  stems: boolean;
  /** A synonym of a one-word keyword counts (sick for ill). */
  synonyms: boolean;
}

export interface KeywordCoverage {
  /** Share of the keywords found, 0..1. */
  score: number;
  found: string[];
  missing: string[];
  /** Keywords found through a synonym or a misspelling: [keyword, what the learner wrote]. */
  via: Array<{ keyword: string; written: string; how: 'synonym' | 'spelling' }>;
}

function tokenMatch(written: string, wanted: string, options: KeywordOptions): 'same' | 'synonym' | 'spelling' | null {
  if (written === wanted || (options.stems && stem(written) === stem(wanted))) return 'same';
  if (isCloseSpelling(written, wanted)) return 'spelling';
  if (options.synonyms && areSynonyms(written, wanted)) return 'synonym';
  return null;
}

/** Where the keyword phrase occurs in the tokens (as a run of words), and how it matched. */
function findPhrase(tokens: readonly string[], phrase: readonly string[], options: KeywordOptions) {
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    const how = phrase.map((word, i) =>
      tokenMatch(tokens[start + i]!, word, { ...options, synonyms: options.synonyms && phrase.length === 1 }),
    );
    if (how.every((h) => h !== null)) {
      const odd = how.findIndex((h) => h !== 'same');
      return { written: tokens.slice(start, start + phrase.length).join(' '), how: odd < 0 ? 'same' : how[odd]! };
    }
  }
  return null;
}

export function keywordCoverage(
  tokens: readonly string[],
  keywords: readonly string[],
  options: KeywordOptions,
): KeywordCoverage {
  const result: KeywordCoverage = { score: 0, found: [], missing: [], via: [] };
  for (const keyword of keywords) {
    const phrase = normalTokens(keyword);
    const hit = phrase.length ? findPhrase(tokens, phrase, options) : null;
    if (!hit) {
      result.missing.push(keyword);
      continue;
    }
    result.found.push(keyword);
    if (hit.how !== 'same') result.via.push({ keyword, written: hit.written, how: hit.how });
  }
  result.score = keywords.length ? result.found.length / keywords.length : 0;
  return result;
}
