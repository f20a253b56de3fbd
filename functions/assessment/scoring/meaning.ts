import { SHORT_ANSWER } from '#shared/scoring/thresholds';
import { areSynonyms, stem } from '../../core/language/lexicon';
import { normalTokens } from '../../core/language/normalise';
import { isCloseSpelling } from './spelling';
import { contentWords, NEGATIONS } from '../../core/language/stop-words';

/**
 * The last rung of the short-answer ladder: how much of a model answer's meaning the learner's
 * answer carries, by its content words (any form of a word, a synonym, or a misspelling of it).
 * Words the question already gives count less, and a negated answer does not mean the same as
 * a plain model answer. No language model: word overlap that a teacher can follow from the reason.
 */
export interface Meaning {
  score: number;
  model: string;
  found: string[];
  missing: string[];
  synonyms: Array<[written: string, meant: string]>;
  negationDiffers: boolean;
}

const negated = (tokens: readonly string[]) => tokens.some((t) => NEGATIONS.has(t));

export function meaning(answerTokens: readonly string[], model: string, questionText: string): Meaning {
  const modelTokens = normalTokens(model);
  const answerWords = contentWords(answerTokens);
  const answerStems = new Set(answerWords.map(stem));
  const givenStems = new Set(contentWords(normalTokens(questionText)).map(stem));
  const seen = new Set<string>();
  const result: Meaning = { score: 0, model, found: [], missing: [], synonyms: [], negationDiffers: false };
  let total = 0;
  let credited = 0;
  for (const word of contentWords(modelTokens)) {
    const s = stem(word);
    if (seen.has(s)) continue;
    seen.add(s);
    const weight = givenStems.has(s) ? SHORT_ANSWER.questionWordWeight : 1;
    total += weight;
    if (answerStems.has(s) || answerWords.some((w) => isCloseSpelling(w, word))) {
      credited += weight;
      result.found.push(word);
      continue;
    }
    const synonym = answerWords.find((w) => areSynonyms(w, word));
    if (synonym) {
      credited += weight * SHORT_ANSWER.synonymCredit;
      result.synonyms.push([synonym, word]);
    } else {
      result.missing.push(word);
    }
  }
  let score = total ? credited / total : 0;
  // Listing every word of the passage is not an answer: dilute by length beyond three times the model's.
  const excess = answerWords.length / Math.max(1, 3 * seen.size);
  if (excess > 1) score /= excess;
  // Only an answer that adds a 'not' is turned around; a model's 'not interested' may be the learner's 'bored'.
  result.negationDiffers = negated(answerTokens) && !negated(modelTokens);
  if (result.negationDiffers) score *= SHORT_ANSWER.negationFactor;
  result.score = Math.min(1, score);
  return result;
}

/** The model answer the learner's answer comes closest to. */
export function bestMeaning(answerTokens: readonly string[], models: readonly string[], questionText: string): Meaning {
  return models
    .map((m) => meaning(answerTokens, m, questionText))
    .reduce((best, m) => (m.score > best.score ? m : best));
}
