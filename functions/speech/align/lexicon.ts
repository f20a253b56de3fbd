import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { FREQUENT_WORDS } from '../../core/language/data/word-frequency';
import { maskProfanity } from '../scoring/clean-transcript';

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
export const PHONES =
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ');
const PHONE_SET = new Set(PHONES);

let dictionary: Map<string, string[]> | undefined;

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
 * exactly one phone, most frequent first. Words that sound the same (to/two) are not rivals, nor are
 * contraction fragments ('re', 'll') or swear words (a rival can be shown as what was heard).
 */
export function rivals(word: string, phones: readonly string[], limit = 6): string[] {
  const own = unstressed(phones).split(' ');
  const out: string[] = [];
  for (const other of frequentWords()) {
    if (other === word) continue;
    const theirs = unstressed(cmudict().get(other)!).split(' ');
    if (theirs.length !== own.length) continue;
    let differ = 0;
    for (let k = 0; k < own.length && differ < 2; k++) if (own[k] !== theirs[k]) differ++;
    if (differ === 1 && maskProfanity(other) === other) out.push(other);
    if (out.length === limit) break;
  }
  return out;
}

let frequent: string[] | undefined;

/** The frequency list's words the dictionary has, most frequent first. */
function frequentWords(): string[] {
  frequent ??= FREQUENT_WORDS.split(' ').filter((w) => (w.length >= 3 || w === 'a' || w === 'i') && cmudict().has(w));
  return frequent;
}
