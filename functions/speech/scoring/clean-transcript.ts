import {
  asteriskCensorStrategy,
  englishDataset,
  englishRecommendedTransformers,
  RegExpMatcher,
  TextCensor,
} from 'obscenity';

/**
 * No transcript shown to a learner, who may be a child, holds a swear word: the recogniser can turn
 * noise or a misheard word into one (a white-noise file once came back as a profanity). Words of
 * `obscenity`'s English list (maintained, with the variants and look-alike spellings it catches,
 * and a whitelist so 'assess' or 'Scunthorpe' are left alone) are replaced by asterisks of the same
 * length. Built once per process, on first use.
 */
let matcher: RegExpMatcher | undefined;
const censor = new TextCensor().setStrategy(asteriskCensorStrategy());

export function maskProfanity(text: string): string {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const matches = matcher.getAllMatches(text);
  return matches.length ? censor.applyTo(text, matches) : text;
}
