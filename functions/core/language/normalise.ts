import { words } from '#shared/scoring/text';

/**
 * The first rung of the short-answer ladder: the same text written differently is the same answer.
 * Case, accents, punctuation, spacing, articles, contractions and British/American spellings are
 * ignored. Both sides (the learner's and the accepted answers) go through this one function, so a
 * rule only has to map the two spellings to one form, not to the 'right' one.
 */
const contractions: ReadonlyArray<[RegExp, string]> = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bain't\b/g, 'is not'],
  [/\blet's\b/g, 'let us'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'m\b/g, ' am'],
  [/'d\b/g, ' would'],
  // it's, that's, he's: 'is' (a possessive 's is dropped: Ravi's book → ravi book).
  [/\b(it|that|what|there|here|he|she|who|where|how)'s\b/g, '$1 is'],
  [/(^|\s)'s\b/g, '$1is'], // a gap answered with the short form alone
  [/'s\b/g, ''],
];

const articles = new Set(['a', 'an', 'the']);

/**
 * Whole words spelt differently in British (and Indian) and American English; a Map, because the keys are a learner's
 * words ('constructor').
 */
const wholeWords: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cannot: 'can not',
    programme: 'program',
    programmes: 'programs',
    aeroplane: 'airplane',
    aeroplanes: 'airplanes',
    grey: 'gray',
    mum: 'mom',
    cheque: 'check',
    cheques: 'checks',
    tyre: 'tire',
    tyres: 'tires',
    jewellery: 'jewelry',
    defence: 'defense',
    offence: 'offense',
    licence: 'license',
    pretence: 'pretense',
    practise: 'practice',
    practised: 'practiced',
    practising: 'practicing',
    enquiry: 'inquiry',
    enquire: 'inquire',
    storey: 'story',
    mould: 'mold',
    plough: 'plow',
    sceptical: 'skeptical',
    pyjamas: 'pajamas',
    ageing: 'aging',
    judgement: 'judgment',
    okay: 'ok',
    colour: 'color',
  }),
);

/** Verbs that double a final l in British English (travelled, cancelling, labelled). */
const doubledL =
  /^(travel|cancel|label|model|level|signal|fuel|marvel|quarrel|counsel|dial|channel|tunnel|total|equal|jewel)l(ed|ing|er|ers)$/;

function americanSpelling(word: string): string {
  const whole = wholeWords.get(word);
  if (whole) return whole;
  return (
    word
      .replace(doubledL, '$1$2')
      // colour, favourite, neighbours (6+ letters, so four/your/hour stay as they are)
      .replace(/^(\w{3,})our(s|ed|ing|ite|ites|able|ful|less|ly)?$/, '$1or$2')
      // organise, realisation, analysed: s → z on both sides; only the spelling variant can collide
      .replace(/^(\w{2,})is(e|es|ed|ing|ation|ations|er|ers)$/, '$1iz$2')
      .replace(/^(\w{2,})ys(e|es|ed|ing)$/, '$1yz$2')
      // centre, metre, theatre, litre, fibre
      .replace(/^(\w{2,}[^aeiou])tre(s)?$/, '$1ter$2')
      // catalogue, dialogue
      .replace(/^(\w{3,})logue(s)?$/, '$1log$2')
  );
}

/**
 * The answer as comparable tokens: lower case, no punctuation, one spelling, and articles dropped
 * unless `keepArticles` (a cloze gap tests the form, and may ask for the article itself).
 */
export function normalTokens(text: string, { keepArticles = false } = {}): string[] {
  let t = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'");
  for (const [pattern, replacement] of contractions) t = t.replace(pattern, replacement);
  return words(t)
    .map((w) => w.replace(/'/g, ''))
    .flatMap((w) => americanSpelling(w).split(' '))
    .filter((w) => w && (keepArticles || !articles.has(w)));
}

export function normalText(text: string, options: { keepArticles?: boolean } = {}): string {
  return normalTokens(text, options).join(' ');
}
