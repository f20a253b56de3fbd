import { stemmer } from 'stemmer';
import { WRITING } from '#shared/scoring/thresholds';
import { FREQUENT_WORDS } from './data/word-frequency';
import { SYNONYM_GROUPS } from './data/synonym-groups';

/**
 * Word knowledge for the scorers: how frequent a word is, whether it is a real word, its stem and its
 * synonyms. The lists are parsed on first use, so importing this module costs nothing until then.
 */
let ranks: Map<string, number> | undefined;
let commonStems: Set<string> | undefined;
let synonyms: Map<string, Set<string>> | undefined;

function rankMap(): Map<string, number> {
  ranks ??= new Map(FREQUENT_WORDS.split(' ').map((w, i) => [w, i]));
  return ranks;
}

/** 0 for the most frequent word; undefined beyond the list. */
export function frequencyRank(word: string): number | undefined {
  return rankMap().get(word.toLowerCase());
}

/** True for a word in the frequency list (a real word, not a misspelling of another). */
export function isKnownWord(word: string): boolean {
  return rankMap().has(word.toLowerCase());
}

export function stem(word: string): string {
  return stemmer(word.toLowerCase());
}

/** One of the most common words of English, in any of its forms (plays, played ← play). */
export function isCommonWord(word: string): boolean {
  const w = word.toLowerCase();
  const rank = frequencyRank(w);
  if (rank !== undefined && rank < WRITING.commonWords) return true;
  commonStems ??= new Set(FREQUENT_WORDS.split(' ').slice(0, WRITING.commonWords).map(stem));
  return commonStems.has(stem(w));
}

/**
 * Everyday pairs that WordNet does not group (it files 'sorry' under sad, 'delayed' apart from
 * 'late'), added for learners' answers.
 */
const LEARNER_SYNONYMS =
  'sorry,apologise,apologize;late,delayed;delay,postpone;grandmother,grandma,granny,nani,dadi;mother,mum,mom,mummy;father,dad,papa;children,kids';

function synonymMap(): Map<string, Set<string>> {
  if (synonyms) return synonyms;
  synonyms = new Map();
  for (const group of `${SYNONYM_GROUPS};${LEARNER_SYNONYMS}`.split(';')) {
    const members = group.split(',');
    for (const m of members) {
      const set = synonyms.get(m) ?? new Set<string>();
      for (const other of members) if (other !== m) set.add(other);
      synonyms.set(m, set);
    }
  }
  return synonyms;
}

const empty: ReadonlySet<string> = new Set();

/** WordNet synonyms of a word's two commonest senses (as written, or its dictionary form). */
export function synonymsOf(word: string): ReadonlySet<string> {
  const map = synonymMap();
  const w = word.toLowerCase();
  return map.get(w) ?? map.get(w.replace(/(ies)$/, 'y').replace(/(es|s|ed|ing)$/, '')) ?? empty;
}

/** True when the two words are synonyms, compared by stem so that forms do not matter. */
export function areSynonyms(a: string, b: string): boolean {
  const stemB = stem(b);
  for (const s of synonymsOf(a)) if (stem(s) === stemB) return true;
  const stemA = stem(a);
  for (const s of synonymsOf(b)) if (stem(s) === stemA) return true;
  return false;
}
