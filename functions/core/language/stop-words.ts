/**
 * Function words: they carry grammar, not meaning, so meaning, topic and vocabulary measures skip
 * them. Compared after normalisation (lower case, contractions expanded, articles already dropped).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves this that these those who whom whose which what ' +
    'am is are was were be been being have has had having do does did doing will would shall should can could may might must ' +
    'and but or nor so yet if then than because as while until although though since unless whether ' +
    'of at by for with about against between into through during before after above below to from up down in out on off ' +
    'over under again further once here there when where why how all any both each few more most other some such ' +
    'only own same too very just also not no yes ok oh well really quite let us s t'
  ).split(' '),
);

/** Negation words: a negated answer does not mean the same as one that is not. */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'nobody',
  'none',
  'neither',
  'nor',
  'without',
]);

export function contentWords(tokens: readonly string[]): string[] {
  return tokens.filter((t) => !STOP_WORDS.has(t) && /\p{L}/u.test(t));
}
