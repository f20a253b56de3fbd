import { normalTokens } from '../../core/language/normalise';
import type { HeardWord } from './recognised';

/**
 * Words as the scorers compare them: the written answers' normalising (contractions expanded,
 * British spellings mapped, articles kept), for the expected text and for what an engine heard.
 */
export function tokens(text: string): string[] {
  return normalTokens(text, { keepArticles: true });
}

/** Heard words normalised the way expected text is (i'll → i will), keeping their timings. */
export function heardTokens(heard: readonly HeardWord[]): HeardWord[] {
  return heard.flatMap((w) => tokens(w.word).map((word) => ({ ...w, word })));
}
