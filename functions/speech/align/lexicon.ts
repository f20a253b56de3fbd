import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { FREQUENT_WORDS } from '../../tests/scoring/data/word-frequency';

const run = promisify(execFile);

/**
 * How the expected words sound: the CMU pronouncing dictionary that comes with Debian's
 * pocketsphinx-en-us (134,000 words, ARPAbet phones), and flite's letter-to-sound rules for a word
 * it lacks (names such as Ravi or Kiran are mostly there; a rarer one is spelt out by rule). Also
 * the words a learner could plausibly say instead: common words one phone away (ship/sheep,
 * three/tree, van/ban), which compete with the expected word when the answer is aligned.
 */
export const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const DICTIONARY = `${MODEL_DIR}/cmudict-en-us.dict`;
const SYNTHESISER = '/usr/bin/flite';

/** The 39 phones of the acoustic model (ARPAbet without stress). */
export const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ');
const PHONE_SET = new Set(PHONES);

let dictionary: Map<string, string[]> | undefined;
let neighbours: Map<string, string[]> | undefined;

/** The dictionary's first pronunciation of each word, read once per process (about 0.1 s). */
export function cmudict(path = DICTIONARY): Map<string, string[]> {
  if (dictionary) return dictionary;
  const entries = new Map<string, string[]>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [word, ...phones] = line.trim().split(/\s+/);
    if (!word || phones.length === 0 || word.includes('(')) continue;
    if (!entries.has(word)) entries.set(word, phones);
  }
  dictionary = entries;
  return entries;
}

/** Words as the recogniser spells them: lower case, apostrophes kept (it's, let's), other marks dropped. */
export function spokenWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Each word's phones; words the dictionary lacks are spelt out by flite's letter-to-sound rules. */
export async function pronounce(words: readonly string[]): Promise<Map<string, string[]>> {
  const dict = cmudict();
  const found = new Map<string, string[]>();
  for (const word of new Set(words)) {
    const known = dict.get(word) ?? dict.get(word.replace(/'/g, ''));
    found.set(word, known ?? (await letterToSound(word)));
  }
  return found;
}

/** flite -ps prints the phones it would say ('pau ch eh n ay pau'); ax is the model's AH. */
async function letterToSound(word: string): Promise<string[]> {
  const { stdout } = await run(SYNTHESISER, ['-t', word.replace(/'/g, ''), '-ps', '-o', 'none'], { timeout: 10_000 });
  const phones = stdout
    .trim()
    .split(/\s+/)
    .map((p) => (p === 'ax' ? 'AH' : p.toUpperCase()))
    .filter((p) => PHONE_SET.has(p));
  if (phones.length === 0) throw new Error(`no pronunciation for "${word}"`);
  return phones;
}

function unstressed(phones: readonly string[]): string {
  return phones.map((p) => p.replace(/\d$/, '')).join(' ');
}

/**
 * Common words (the 10,000 most frequent that the dictionary has) that differ from `phones` in
 * exactly one phone, most frequent first. Words that sound the same (to/two) are not rivals.
 */
export function rivals(word: string, phones: readonly string[], limit = 6): string[] {
  neighbours ??= neighbourIndex();
  const own = unstressed(phones);
  const bare = own.split(' ');
  const out: string[] = [];
  for (let i = 0; i < bare.length; i++) {
    const key = [...bare.slice(0, i), '*', ...bare.slice(i + 1)].join(' ');
    for (const other of neighbours.get(key) ?? []) {
      if (other !== word && !out.includes(other) && unstressed(cmudict().get(other)!) !== own) out.push(other);
    }
  }
  const rank = new Map(FREQUENT_WORDS.split(' ').map((w, i) => [w, i]));
  return out.sort((a, b) => rank.get(a)! - rank.get(b)!).slice(0, limit);
}

/** One-phone-wildcard keys ('SH * P') of every frequent word the dictionary has. */
function neighbourIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const word of FREQUENT_WORDS.split(' ')) {
    // SUBTLEX keeps contraction fragments ('re', 'll', 'don'): not words a learner says alone.
    if (word.length < 3 && word !== 'a' && word !== 'i') continue;
    const phones = cmudict().get(word);
    if (!phones) continue;
    const bare = unstressed(phones).split(' ');
    for (let i = 0; i < bare.length; i++) {
      const key = [...bare.slice(0, i), '*', ...bare.slice(i + 1)].join(' ');
      index.set(key, [...(index.get(key) ?? []), word]);
    }
  }
  return index;
}
