import type { Question } from '#shared/schemas/content';
import { WRITING } from '#shared/scoring/thresholds';
import { keywordCoverage } from '../keywords';
import { stem } from '../../../core/language/lexicon';
import { normalTokens } from '../../../core/language/normalise';
import { list } from '../reasons';
import { contentWords } from '../../../core/language/stop-words';
import { part, type Part } from './part';

/**
 * Topic: does the answer write about what the question asks? Measured against the topic words —
 * content words of the question, its prompt and the model answers — and the question's keywords
 * when it lists them (any form of a word counts, and for keywords a synonym). A good answer covers a fair share of
 * the topic words, or writes mostly in them; an answer about something else does neither.
 */
export function topic(text: string, question: Question): Part & { missingKeywords: string[] } {
  const tokens = normalTokens(text);
  const answerWords = contentWords(tokens);
  const answerStems = new Set(answerWords.map(stem));
  const reference = [question.question, question.prompt ?? '', ...(question.correct_answers ?? [])].join(' ');
  const topicStems = new Map<string, string>();
  for (const w of contentWords(normalTokens(reference))) topicStems.set(stem(w), w);

  // Topic words by stem only: across a whole essay, WordNet's rarer senses would put any text on
  // the topic (runs ~ work). Synonyms count for the question's keywords only.
  const covered = [...topicStems.keys()].filter((s) => answerStems.has(s)).length;
  const coverage = topicStems.size ? covered / topicStems.size : 0;
  const precision = answerWords.length
    ? answerWords.filter((w) => topicStems.has(stem(w))).length / answerWords.length
    : 0;
  const wordScore = Math.min(1, Math.max(coverage / WRITING.topicFullCoverage, precision / WRITING.topicFullPrecision));

  const keywords = question.keywords?.length
    ? keywordCoverage(tokens, question.keywords, { stems: true, synonyms: true })
    : null;
  const score = keywords
    ? (1 - WRITING.topicKeywordWeight) * wordScore + WRITING.topicKeywordWeight * keywords.score
    : wordScore;
  const missing = keywords?.missing ?? [];
  const hint = missing.length ? ` You could also write about ${list(missing)}.` : '';
  return {
    ...part(score, {
      high: `Your answer stays on the topic and answers the question.${hint}`,
      mid: `Your answer is partly on the topic. Make sure you answer every part of the question.${hint}`,
      low: 'Your answer does not seem to be about the question. Read the question again and write about what it asks.',
    }),
    missingKeywords: missing,
  };
}
